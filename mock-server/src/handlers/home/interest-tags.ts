/**
 * The interest-tag popup (doc 2 §4): saved tags come back with their saved status, and a save over a
 * group's maxChosedNum is refused like the real gateway would.
 */
import { type DataOf, endpoints, INTEREST_TAG_STATUS } from '@wonder/contracts';
import { defineHandler, type HandlerContext } from '../define';
import { fail, ok } from '../result';
import { HOME_PARAM, isOn } from './params';

const H = endpoints.home;

type TagPopup = DataOf<typeof H.interestTagPopList>[number];

/** Gateway failure of a tag save over the limit (doc 2 §4: 最多可选N个). */
export const TAG_SAVE_FAILURE_CODE = '50000001';

/** Saved tags per popup: groupId → tagId → status. Kept in world.interestTags under the popup id. */
type SavedGroups = Record<string, Record<string, number>>;

function savedOf(ctx: HandlerContext, popId: number): SavedGroups | undefined {
  return ctx.world.interestTags.get(String(popId)) as SavedGroups | undefined;
}

/**
 * The persona's tag popups as the scenario shows them: the first group starts at its maxChosedNum
 * (the state where unchosen tags are disabled), then the session's saved statuses apply on top.
 */
export function tagPopupsFor(ctx: HandlerContext): TagPopup[] {
  const pops = ctx.successData(H.interestTagPopList);
  for (const pop of pops) {
    const first = pop.olParentInterestTagPopGroupSaveDtos[0];
    if (first?.maxChosedNum) {
      first.olParentInterestTagPopGroupDetailSaveDtos.forEach((t, i) => {
        t.status =
          i < (first.maxChosedNum ?? 0) ? INTEREST_TAG_STATUS.CHOSEN : INTEREST_TAG_STATUS.NOT_CHOSEN;
      });
    }
    const saved = savedOf(ctx, pop.id);
    if (!saved) continue;
    for (const group of pop.olParentInterestTagPopGroupSaveDtos) {
      const tags = saved[String(group.id)];
      if (!tags) continue;
      for (const t of group.olParentInterestTagPopGroupDetailSaveDtos) {
        const s = tags[String(t.tagId)];
        if (s === INTEREST_TAG_STATUS.CHOSEN || s === INTEREST_TAG_STATUS.NOT_CHOSEN) t.status = s;
      }
    }
  }
  return pops;
}

export const interestTagPopList = defineHandler(H.interestTagPopList, (ctx) =>
  ok(isOn(ctx.params, HOME_PARAM.popupInterestTags) ? tagPopupsFor(ctx) : []),
);

export const interestTagPopListSave = defineHandler(H.interestTagPopListSave, (ctx) => {
  const { body } = ctx;
  // Limits come from the persona's popups whether or not the popup is switched on.
  const pops = ctx.successData(H.interestTagPopList);
  const limits = new Map<string, number>();
  // Only the persona's own tags are kept (the list shows nothing else), so a save cannot grow the session.
  const known = new Set<string>();
  for (const pop of pops) {
    for (const g of pop.olParentInterestTagPopGroupSaveDtos) {
      if (g.maxChosedNum) limits.set(`${pop.id}/${g.id}`, g.maxChosedNum);
      for (const t of g.olParentInterestTagPopGroupDetailSaveDtos) known.add(`${pop.id}/${g.id}/${t.tagId}`);
    }
  }
  for (const pop of body.interestTagPopListSaveReqDtos) {
    for (const g of pop.saveGroupReqDtos) {
      const max = limits.get(`${pop.popId}/${g.groupId}`);
      const chosen = g.tagReqDtos.filter((t) => t.status === INTEREST_TAG_STATUS.CHOSEN).length;
      if (max !== undefined && chosen > max) return fail(TAG_SAVE_FAILURE_CODE, `最多可选${max}个`);
    }
  }
  for (const pop of body.interestTagPopListSaveReqDtos) {
    const saved: SavedGroups = { ...(savedOf(ctx, pop.popId) ?? {}) };
    for (const g of pop.saveGroupReqDtos) {
      const tags = { ...(saved[String(g.groupId)] ?? {}) };
      for (const t of g.tagReqDtos)
        if (known.has(`${pop.popId}/${g.groupId}/${t.tagid}`)) tags[String(t.tagid)] = t.status;
      if (Object.keys(tags).length) saved[String(g.groupId)] = tags;
    }
    if (Object.keys(saved).length) ctx.world.interestTags.set(String(pop.popId), saved);
  }
  return ok(null);
});
