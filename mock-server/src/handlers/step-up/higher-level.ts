/** The higher-level (step-up) activity period (static.higherLevelActivity), behind the home's step-up popup. */
import { DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD, endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { fixtureData } from '../fixture-data';
import { HOME_PARAM, isOn } from '../home/params';
import { ok } from '../result';
import { stepUpAnchor } from './state';

const E = endpoints.stepUp.higherLevelActivity;

/**
 * Calm: the spec's own 2021 period, long over, so neither the popup nor the 2021 entrance shows. On: the
 * fixture's period around the session's step-up anchor (its first step-up call), so it stays put while the
 * session clock moves and QA can move the clock past its end.
 */
export const higherLevelActivity = defineHandler(E, (ctx) => {
  if (!isOn(ctx.params, HOME_PARAM.popupStepUp)) return ok({ ...DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD });
  return ok(fixtureData(E, ctx.persona, stepUpAnchor(ctx.world, ctx.now)));
});
