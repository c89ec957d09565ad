/**
 * The chain's image popups (step-up, check-in, newcomer, wonderful activities, source config): a configured
 * picture, a title and line of text, one action and a close. Under the picture (and instead of it when it is
 * missing or fails) the popup's own drawing (`art`, PopupArt.tsx) or, without one, a plain card.
 */
import { FallbackImage } from '../../../../lib/blocks';
import { PopupArt, type PopupArtKind } from './PopupArt';
import { PopupFrame } from './PopupFrame';

export interface ImagePopupProps {
  title: string;
  text?: string | null;
  imgPath?: string | null;
  /** The app's own picture, for the popups whose answer carries none. */
  art?: PopupArtKind;
  action: string;
  onAction(): void;
  onClose(): void;
}

export function ImagePopup({ title, text, imgPath, art, action, onAction, onClose }: ImagePopupProps) {
  return (
    <PopupFrame title={title} onClose={onClose}>
      <FallbackImage
        src={imgPath}
        className="wp-home-popup__art"
        fallback={
          art ? <PopupArt kind={art} /> : <span className="wp-home-popup__art-fallback" aria-hidden="true" />
        }
      />
      {text && <p className="wp-home-popup__text">{text}</p>}
      <button type="button" className="wp-home-popup__action" onClick={onAction}>
        {action}
      </button>
    </PopupFrame>
  );
}
