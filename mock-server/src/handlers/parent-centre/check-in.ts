/**
 * Whether the parent checked in today and the days checked in so far (app.isSignIn, answer chosen:
 * { signIn, dayNum }), which decide the home's check-in popup and its day count (doc 2 §3, §4): not signed
 * in is what invites the popup, so the calm default answers "already checked in". dayNum is the fixture's
 * unless the session's `checkInDays` param gives one.
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { HOME_PARAM, isOn } from '../home/params';
import { ok } from '../result';

export const isSignIn = defineHandler(endpoints.parentCentre.isSignIn, (ctx) => {
  const days = ctx.params[HOME_PARAM.checkInDays];
  const forced = days === undefined || days === '' ? Number.NaN : Number(days);
  return ok({
    signIn: !isOn(ctx.params, HOME_PARAM.popupCheckIn),
    dayNum: Number.isInteger(forced) && forced >= 0 ? forced : ctx.successData().dayNum,
  });
});
