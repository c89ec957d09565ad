/**
 * WeChat authorization (member.weChatAuthorization, doc 1 §7): the real service answers WeChat's OAuth page,
 * which sends the visitor back to `backupUrl` with `code` and `state` once they agree. The simulator has no
 * WeChat to visit, so it answers that return address itself: the app opens it, comes back with a code, and
 * the sign-in continues (member.wechatBackup answers the session's persona; 'wechat-unbound' → TOURIST with
 * only the openId), so the whole round trip runs in a browser.
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { ok } from '../result';

/** WeChat's own `state` key comes back unchanged; the simulator's value says who made the code. */
export const SIMULATED_WECHAT_STATE = 'simulator';

export const weChatAuthorization = defineHandler(endpoints.session.weChatAuthorization, (ctx) => {
  const back = new URL(ctx.body.backupUrl);
  back.searchParams.set('code', `sim-${ctx.rng.int(100_000, 999_999)}`);
  back.searchParams.set('state', SIMULATED_WECHAT_STATE);
  return ok(back.toString());
});
