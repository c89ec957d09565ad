/**
 * Whether the parent checked in today (app.isSignIn), which decides the home's check-in popup (doc 2 §4):
 * not signed in is what invites the popup, so the calm default answers "already checked in".
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { HOME_PARAM, isOn } from '../home/params';
import { ok } from '../result';

export const isSignIn = defineHandler(endpoints.parentCentre.isSignIn, (ctx) =>
  ok(!isOn(ctx.params, HOME_PARAM.popupCheckIn)),
);
