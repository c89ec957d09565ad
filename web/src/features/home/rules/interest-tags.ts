/**
 * The interest-tag popup's choices (doc 2 §4): tags toggle; a group allows at most maxChosedNum chosen tags
 * (no minimum) and, once there, its unchosen tags are disabled. Pure: the popup keeps the state, these
 * decide it, and the save body is built from it.
 */
import { INTEREST_TAG_STATUS, type InterestTagPopup, type InterestTagSave } from '@wonder/contracts';

/** Chosen tag ids per group id. */
export type TagChoices = ReadonlyMap<number, ReadonlySet<number>>;

type Group = InterestTagPopup['olParentInterestTagPopGroupSaveDtos'][number];

const tagsOf = (g: Group) => g.olParentInterestTagPopGroupDetailSaveDtos;

/** The choices the server sent (status 1 = chosen). */
export function initialChoices(popup: InterestTagPopup): TagChoices {
  return new Map(
    popup.olParentInterestTagPopGroupSaveDtos.map((g) => [
      g.id,
      new Set(
        tagsOf(g)
          .filter((t) => t.status === INTEREST_TAG_STATUS.CHOSEN)
          .map((t) => t.tagId),
      ),
    ]),
  );
}

export const groupMax = (g: Group): number => g.maxChosedNum ?? tagsOf(g).length;

export function isAtMax(g: Group, choices: TagChoices): boolean {
  return (choices.get(g.id)?.size ?? 0) >= groupMax(g);
}

/** Toggle a tag; choosing past the group's maximum changes nothing. */
export function toggleTag(g: Group, tagId: number, choices: TagChoices): TagChoices {
  const chosen = new Set(choices.get(g.id));
  if (chosen.has(tagId)) chosen.delete(tagId);
  else if (chosen.size < groupMax(g)) chosen.add(tagId);
  else return choices;
  return new Map(choices).set(g.id, chosen);
}

export function chosenCount(choices: TagChoices): number {
  let n = 0;
  for (const set of choices.values()) n += set.size;
  return n;
}

/** The save body: every tag of every group with its status (1 chosen, 2 not). */
export function saveBody(popup: InterestTagPopup, choices: TagChoices): InterestTagSave {
  return {
    interestTagPopListSaveReqDtos: [
      {
        popId: popup.id,
        saveGroupReqDtos: popup.olParentInterestTagPopGroupSaveDtos.map((g) => ({
          groupId: g.id,
          tagReqDtos: tagsOf(g).map((t) => ({
            tagid: t.tagId,
            status: choices.get(g.id)?.has(t.tagId)
              ? INTEREST_TAG_STATUS.CHOSEN
              : INTEREST_TAG_STATUS.NOT_CHOSEN,
          })),
        })),
      },
    ],
  };
}
