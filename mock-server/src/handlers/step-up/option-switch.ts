/**
 * The option switches (app.getOptionSwitch), whose remaining-days date is computed from the session's
 * step-up anchor so that it does not move with the session clock either (see step-up/state.ts).
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { fixtureData } from '../fixture-data';
import { ok } from '../result';
import { stepUpAnchor } from './state';

const E = endpoints.stepUp.optionSwitch;

export const optionSwitch = defineHandler(E, (ctx) =>
  ok(fixtureData(E, ctx.persona, stepUpAnchor(ctx.world, ctx.now))),
);
