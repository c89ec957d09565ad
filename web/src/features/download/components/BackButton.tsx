/** The round back button over the download pages' heroes (they have no navbar of their own). */
import { SvgIcon } from '../../../lib/svg-icon';
import { landingTexts } from '../texts';

export function BackButton({ onBack }: { onBack(): void }) {
  return (
    <button type="button" className="wp-dl-back" onClick={onBack} aria-label={landingTexts.back}>
      <SvgIcon size="0.4rem" strokeWidth={2.2}>
        <path d="M15 5l-7 7 7 7" />
      </SvgIcon>
    </button>
  );
}
