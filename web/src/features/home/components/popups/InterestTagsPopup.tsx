/**
 * The interest-tag popup (doc 2 §4): groups of tags that toggle (aria-pressed); at a group's maximum its
 * unchosen tags are disabled and the hint 最多可选N个 shows; the button reads 我选好了(已选N个). The close
 * button closes without saving; the overlay does nothing.
 */
import type { InterestTagPopup } from '@wonder/contracts';
import { fmt } from '../../../../texts';
import { chosenCount, groupMax, isAtMax, type TagChoices } from '../../rules/interest-tags';
import { homeExtraTexts } from '../../texts/extras';
import { PopupFrame } from './PopupFrame';

const T = homeExtraTexts.popups.tags;

export interface InterestTagsPopupProps {
  popup: InterestTagPopup;
  choices: TagChoices;
  saving: boolean;
  onToggle(groupId: number, tagId: number): void;
  onSave(): void;
  onClose(): void;
}

export function InterestTagsPopup({
  popup,
  choices,
  saving,
  onToggle,
  onSave,
  onClose,
}: InterestTagsPopupProps) {
  return (
    <PopupFrame title={popup.outterTitle} onClose={onClose} className="wp-home-popup__panel--tags">
      {popup.subtitle && <p className="wp-home-popup__text">{popup.subtitle}</p>}
      {popup.olParentInterestTagPopGroupSaveDtos.map((g) => {
        const full = isAtMax(g, choices);
        const chosen = choices.get(g.id);
        return (
          <fieldset key={g.id} className="wp-home-popup__tag-group">
            <legend>
              {g.title}
              {full && <span className="wp-home-popup__tag-hint">{fmt(T.maxHint, { n: groupMax(g) })}</span>}
            </legend>
            <div className="wp-home-popup__tags">
              {g.olParentInterestTagPopGroupDetailSaveDtos.map((t) => {
                const on = chosen?.has(t.tagId) ?? false;
                return (
                  <button
                    key={t.tagId}
                    type="button"
                    className="wp-home-popup__tag"
                    aria-pressed={on}
                    disabled={saving || (full && !on)}
                    onClick={() => onToggle(g.id, t.tagId)}
                  >
                    {t.tagName}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="wp-home-popup__action" disabled={saving} onClick={onSave}>
        {saving ? T.saving : fmt(T.confirm, { n: chosenCount(choices) })}
      </button>
    </PopupFrame>
  );
}
