/**
 * The calls behind the home popups (doc 2 §4 priority chain: step-up, class-hour gift, check-in, newcomer,
 * wonderful activities, interest tags; the source-config popup only when none of them shows).
 *
 * The fixtures describe a busy home (every popup has data), which is what stories want; QA wants the
 * simulator's 'default' to be calm. So each call here answers "nothing to show" unless its scenario param
 * (HOME_PARAM) is on, and otherwise the fixture data plus what the session changed:
 *  - claimed awards leave the unclaimed list (receive);
 *  - saved interest tags come back with their saved status (save), and a save over a group's
 *    maxChosedNum is refused like the real gateway would.
 */
import {
  type DataOf,
  DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD,
  endpoints,
  INTEREST_TAG_STATUS,
} from '@wonder/contracts';
import { successData } from '@wonder/fixtures';
import type { ParsedBody } from '../contract-types';
import { fail, type HandlerContext, type HandlerMap, type HandlerResult, ok } from '../define';
import { stepUpAnchor } from '../step-up/state';
import { HOME_PARAM, isOn } from './params';

const H = endpoints.home;
const PC = endpoints.parentCentre;

type Award = DataOf<typeof H.listUnclaimedAward>[number];
type TagPopup = DataOf<typeof H.interestTagPopList>[number];
type TagSave = ParsedBody<typeof H.interestTagPopListSave>;
type ReceiveBody = ParsedBody<typeof H.receiveAward>;
type Freshment = DataOf<typeof H.getEntranceDetail>;
type SourceConfig = DataOf<typeof H.sourceConfig>;

/** Gateway failure of a tag save over the limit (doc 2 §4: 最多可选N个). */
export const TAG_SAVE_FAILURE_CODE = '50000001';

/** The key an award is claimed under: its id, else its package name. */
export function awardKey(a: Pick<Award, 'id' | 'packageName'>): string {
  return a.id != null ? `id:${a.id}` : `name:${a.packageName ?? ''}`;
}

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
  const pops = ctx.successData(H.interestTagPopList.id) as TagPopup[];
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

function interestTagPopList(ctx: HandlerContext): HandlerResult {
  return ok(isOn(ctx.params, HOME_PARAM.popupInterestTags) ? tagPopupsFor(ctx) : []);
}

function interestTagPopListSave(ctx: HandlerContext): HandlerResult {
  const body = ctx.body as TagSave;
  // Limits come from the persona's popups whether or not the popup is switched on.
  const pops = ctx.successData(H.interestTagPopList.id) as TagPopup[];
  const limits = new Map<string, number>();
  for (const pop of pops) {
    for (const g of pop.olParentInterestTagPopGroupSaveDtos) {
      if (g.maxChosedNum) limits.set(`${pop.id}/${g.id}`, g.maxChosedNum);
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
      for (const t of g.tagReqDtos) tags[String(t.tagid)] = t.status;
      saved[String(g.groupId)] = tags;
    }
    ctx.world.interestTags.set(String(pop.popId), saved);
  }
  return ok(null);
}

function listUnclaimedAward(ctx: HandlerContext): HandlerResult {
  if (!isOn(ctx.params, HOME_PARAM.popupClassHourGift)) return ok([]);
  const awards = ctx.successData() as Award[];
  return ok(awards.filter((a) => !ctx.world.claimedAwards.has(awardKey(a))));
}

function receivePackageAward(ctx: HandlerContext): HandlerResult {
  const body = ctx.body as ReceiveBody;
  for (const a of body.packageReceives) ctx.world.claimedAwards.add(awardKey(a));
  return ok(null);
}

function isSignIn(ctx: HandlerContext): HandlerResult {
  // Not signed in today is what invites the check-in popup; calm means already checked in.
  return ok(!isOn(ctx.params, HOME_PARAM.popupCheckIn));
}

function checkWonderfulMoment(ctx: HandlerContext): HandlerResult {
  const flags = ctx.successData() as DataOf<typeof H.wonderfulMomentCheck>;
  return ok({ ...flags, popup: isOn(ctx.params, HOME_PARAM.popupWonderful) });
}

const SCENE_KEYS = ['firstScene', 'secondScene', 'thirdScene', 'fourthScene'] as const;

function getEntranceDetail(ctx: HandlerContext): HandlerResult {
  const base = ctx.successData() as Freshment;
  const popup = isOn(ctx.params, HOME_PARAM.popupNewcomer);
  const forced = Number(ctx.params[HOME_PARAM.newcomerScene] ?? 0);
  // The newcomer popup is the third scene's (doc 2 §4): scene 3 with isShowPop.
  const scene = forced >= 1 && forced <= 4 ? forced : popup ? 3 : 0;
  const out: Freshment = { ...base, isShowPop: popup };
  if (scene) {
    SCENE_KEYS.forEach((k, i) => {
      out[k] = i + 1 === scene;
    });
  }
  return ok(out);
}

/**
 * Calm: the spec's own 2021 period, long over, so neither the popup nor the 2021 entrance shows. On: the
 * fixture's period around the session's step-up anchor (its first step-up call), so it stays put while the
 * session clock moves and QA can move the clock past its end.
 */
function higherLevelActivity(ctx: HandlerContext): HandlerResult {
  if (!isOn(ctx.params, HOME_PARAM.popupStepUp)) return ok({ ...DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD });
  return ok(successData(H.higherLevelActivity.id, ctx.persona, stepUpAnchor(ctx.world, ctx.now)));
}

function getSourceConfig(ctx: HandlerContext): HandlerResult {
  const base = ctx.successData() as SourceConfig;
  return ok(isOn(ctx.params, HOME_PARAM.popupSourceConfig) ? base : { ...base, popups: [] });
}

export const popupHandlers: HandlerMap = {
  [H.interestTagPopList.id]: interestTagPopList,
  [H.interestTagPopListSave.id]: interestTagPopListSave,
  [H.listUnclaimedAward.id]: listUnclaimedAward,
  [H.receiveAward.id]: receivePackageAward,
  [PC.isSignIn.id]: isSignIn,
  [H.wonderfulMomentCheck.id]: checkWonderfulMoment,
  [H.getEntranceDetail.id]: getEntranceDetail,
  [H.higherLevelActivity.id]: higherLevelActivity,
  [H.sourceConfig.id]: getSourceConfig,
};
