/** The share button of the plan and the report (in the app: the app's share sheet). */
import { growthTexts } from '../texts';
import { ShareIcon } from './icons';

export function ShareButton({ onShare }: { onShare(): void }) {
  return (
    <button type="button" className="wp-gr-share" onClick={onShare}>
      <ShareIcon size="0.3rem" strokeWidth={2} />
      <span>{growthTexts.share}</span>
    </button>
  );
}
