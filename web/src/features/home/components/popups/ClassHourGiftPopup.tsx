/**
 * The class-hour gift (doc 2 §4): the unclaimed awards and their summed hours; accept claims them and the
 * popup turns into the reward, whose button leads to the class hours (doc 2 §2 "Class-hour reward button →
 * route parentsCenter with parameter classHourType=1"); close emits the close. A failed claim leaves the
 * popup open (the error policy toasts the server's message).
 */
import type { UnclaimedAward } from '@wonder/contracts';
import { fmt } from '../../../../texts';
import { homeExtraTexts } from '../../texts/extras';
import { PopupFrame } from './PopupFrame';

const T = homeExtraTexts.popups.gift;

export interface ClassHourGiftPopupProps {
  awards: readonly UnclaimedAward[];
  hours: number;
  /** 'offer' → 'claiming' → 'claimed'. */
  stage: 'offer' | 'claiming' | 'claimed';
  onAccept(): void;
  /** The reward's button: the parent's class hours. */
  onViewHours(): void;
  onClose(): void;
}

export function ClassHourGiftPopup({
  awards,
  hours,
  stage,
  onAccept,
  onViewHours,
  onClose,
}: ClassHourGiftPopupProps) {
  if (stage === 'claimed') {
    return (
      <PopupFrame title={T.reward} onClose={onClose} className="wp-home-popup__panel--gift">
        <p className="wp-home-popup__hours" aria-hidden="true">
          +{hours}
        </p>
        <p className="wp-home-popup__text">{fmt(T.rewardText, { hours })}</p>
        <button type="button" className="wp-home-popup__action" onClick={onViewHours}>
          {T.viewHours}
        </button>
      </PopupFrame>
    );
  }
  return (
    <PopupFrame title={T.title} onClose={onClose} className="wp-home-popup__panel--gift">
      <p className="wp-home-popup__text">{fmt(T.text, { hours })}</p>
      <ul className="wp-home-popup__awards">
        {awards.map((a, i) => (
          <li key={a.id ?? i}>{fmt(T.item, { name: a.packageName ?? T.title, hours: a.giveClass })}</li>
        ))}
      </ul>
      <button
        type="button"
        className="wp-home-popup__action"
        disabled={stage === 'claiming'}
        onClick={onAccept}
      >
        {stage === 'claiming' ? T.accepting : T.accept}
      </button>
    </PopupFrame>
  );
}
