/**
 * The chain's image popups (step-up, check-in, newcomer, wonderful activities, source config): a configured
 * picture (a drawn card when it is missing or fails), a title and line of text, one action and a close.
 */
import { FallbackImage } from '../../../../lib/blocks';
import { PopupFrame } from './PopupFrame';

export interface ImagePopupProps {
  title: string;
  text?: string | null;
  imgPath?: string | null;
  action: string;
  onAction(): void;
  onClose(): void;
}

export function ImagePopup({ title, text, imgPath, action, onAction, onClose }: ImagePopupProps) {
  return (
    <PopupFrame title={title} onClose={onClose}>
      <FallbackImage
        src={imgPath}
        className="wp-home-popup__art"
        fallback={<span className="wp-home-popup__art-fallback" aria-hidden="true" />}
      />
      {text && <p className="wp-home-popup__text">{text}</p>}
      <button type="button" className="wp-home-popup__action" onClick={onAction}>
        {action}
      </button>
    </PopupFrame>
  );
}
