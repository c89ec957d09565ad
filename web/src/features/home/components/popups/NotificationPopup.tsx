/**
 * The notification popup after the chain (doc 2 §4, doc 1 §4): the auth stage asks to turn push on, the
 * follow stage to follow the official account. Cancel stops it for the session (the container decides).
 */
import { homeExtraTexts } from '../../texts/extras';
import { PopupFrame } from './PopupFrame';

const T = homeExtraTexts.popups.notify;

export interface NotificationPopupProps {
  stage: 'auth' | 'follow';
  onConfirm(): void;
  onCancel(): void;
}

export function NotificationPopup({ stage, onConfirm, onCancel }: NotificationPopupProps) {
  const auth = stage === 'auth';
  return (
    <PopupFrame title={auth ? T.authTitle : T.followTitle} className="wp-home-popup__panel--notify">
      <p className="wp-home-popup__text">{auth ? T.authText : T.followText}</p>
      <div className="wp-home-popup__actions">
        <button
          type="button"
          className="wp-home-popup__action wp-home-popup__action--ghost"
          onClick={onCancel}
        >
          {T.cancel}
        </button>
        <button type="button" className="wp-home-popup__action" onClick={onConfirm}>
          {auth ? T.authAction : T.followAction}
        </button>
      </div>
    </PopupFrame>
  );
}
