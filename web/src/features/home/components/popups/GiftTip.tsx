/** The class-hour gift's tip flag (doc 2 §4): outside the app, or once the popup has been shown. */
import { fmt } from '../../../../texts';
import { homeExtraTexts } from '../../texts/extras';
import './popups.css';

const T = homeExtraTexts.popups.gift;

export interface GiftTipProps {
  hours: number;
  isApp: boolean;
  onOpen(): void;
}

export function GiftTip({ hours, isApp, onOpen }: GiftTipProps) {
  return (
    <aside className="wp-home-gift-tip" aria-label={fmt(T.tip, { hours })}>
      <span>{fmt(T.tip, { hours })}</span>
      <button type="button" className="wp-home-gift-tip__button" onClick={onOpen}>
        {isApp ? T.tipInApp : T.tipOutsideApp}
      </button>
    </aside>
  );
}
