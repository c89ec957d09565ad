/**
 * The other calls behind the home popups (doc 2 §4 priority chain: step-up, class-hour gift, check-in,
 * newcomer, wonderful activities, interest tags; the source-config popup only when none of them shows).
 * The class-hour gift is in awards.ts, the interest tags in interest-tags.ts; the calls other domains own
 * have their handlers there: the check-in in parent-centre/check-in.ts, the newcomer's entrance detail in
 * freshment/entrance.ts, the higher-level activity period in step-up/higher-level.ts.
 *
 * The fixtures describe a busy home (every popup has data), which is what stories want; QA wants the
 * simulator's 'default' to be calm. So each call answers "nothing to show" unless its scenario param
 * (HOME_PARAM) is on, and otherwise the fixture data plus what the session changed.
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { ok } from '../result';
import { HOME_PARAM, isOn } from './params';

const H = endpoints.home;

export const checkWonderfulMoment = defineHandler(H.wonderfulMomentCheck, (ctx) =>
  ok({ ...ctx.successData(), popup: isOn(ctx.params, HOME_PARAM.popupWonderful) }),
);

export const getSourceConfig = defineHandler(H.sourceConfig, (ctx) => {
  const base = ctx.successData();
  return ok(isOn(ctx.params, HOME_PARAM.popupSourceConfig) ? base : { ...base, popups: [] });
});
