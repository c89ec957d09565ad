/**
 * The trial-claim popup's login (doc 2 §4, §9; the contracts' chosen call): the code login's rules — the
 * development SMS code for any phone, an unknown phone registered as a new trial student (its first login,
 * which opens age selection) — answered as the user info plus isFirstLogin. The send-code call answers the
 * fixture (no SMS is ever sent).
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { DEV_SMS_CODE, MEMBER_FAILURE } from '../login/codes';
import { codeLoginUser } from '../login/login';
import { fail, ok } from '../result';

/** The app host's answer to a wrong code (its envelope's failure family; the message is the member host's). */
export const TRIAL_CLAIM_WRONG_CODE = '50000002';

export const trialClaimLogin = defineHandler(endpoints.home.trialClaimLogin, (ctx) => {
  if (ctx.body.verificationCode !== DEV_SMS_CODE) {
    return fail(TRIAL_CLAIM_WRONG_CODE, MEMBER_FAILURE.wrongCode.message);
  }
  const { user, isFirstLogin } = codeLoginUser(ctx, ctx.body.phone);
  const issued = ctx.world.issueToken(user, ctx.now);
  return ok({
    token: issued.token,
    userId: user.userId,
    // The app-side token of the same login (the simulator answers the one it issued).
    appToken: issued.token,
    openId: user.persona.openId,
    time: ctx.now,
    userName: user.persona.parentName,
    unificationId: user.persona.unificationId,
    isFirstLogin,
  });
});
