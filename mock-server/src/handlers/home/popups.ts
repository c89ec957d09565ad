/**
 * The other calls behind the home popups (doc 2 §4 priority chain: step-up, class-hour gift, check-in,
 * newcomer, wonderful activities, interest tags; the source-config popup only when none of them shows).
 * The class-hour gift is in awards.ts, the interest tags in interest-tags.ts, the check-in in
 * parent-centre/check-in.ts (its endpoint is a parent-centre call).
 *
 * The fixtures describe a busy home (every popup has data), which is what stories want; QA wants the
 * simulator's 'default' to be calm. So each call answers "nothing to show" unless its scenario param
 * (HOME_PARAM) is on, and otherwise the fixture data plus what the session changed.
 */
import { DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD, endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { fixtureData } from '../fixture-data';
import { ok } from '../result';
import { stepUpAnchor } from '../step-up/state';
import { HOME_PARAM, isOn } from './params';

const H = endpoints.home;

export const checkWonderfulMoment = defineHandler(H.wonderfulMomentCheck, (ctx) =>
  ok({ ...ctx.successData(), popup: isOn(ctx.params, HOME_PARAM.popupWonderful) }),
);

const SCENE_KEYS = ['firstScene', 'secondScene', 'thirdScene', 'fourthScene'] as const;

export const getEntranceDetail = defineHandler(H.getEntranceDetail, (ctx) => {
  const popup = isOn(ctx.params, HOME_PARAM.popupNewcomer);
  const forced = Number(ctx.params[HOME_PARAM.newcomerScene] ?? 0);
  // The newcomer popup is the third scene's (doc 2 §4): scene 3 with isShowPop.
  const scene = forced >= 1 && forced <= 4 ? forced : popup ? 3 : 0;
  const out = { ...ctx.successData(), isShowPop: popup };
  if (scene) {
    SCENE_KEYS.forEach((k, i) => {
      out[k] = i + 1 === scene;
    });
  }
  return ok(out);
});

/**
 * Calm: the spec's own 2021 period, long over, so neither the popup nor the 2021 entrance shows. On: the
 * fixture's period around the session's step-up anchor (its first step-up call), so it stays put while the
 * session clock moves and QA can move the clock past its end.
 */
export const higherLevelActivity = defineHandler(H.higherLevelActivity, (ctx) => {
  if (!isOn(ctx.params, HOME_PARAM.popupStepUp)) return ok({ ...DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD });
  return ok(fixtureData(H.higherLevelActivity, ctx.persona, stepUpAnchor(ctx.world, ctx.now)));
});

export const getSourceConfig = defineHandler(H.sourceConfig, (ctx) => {
  const base = ctx.successData();
  return ok(isOn(ctx.params, HOME_PARAM.popupSourceConfig) ? base : { ...base, popups: [] });
});
