/**
 * app.getServiceToken (doc 1 §7, doc 3 §7: serviceName 'learning-partner'): a token the session really
 * issues, for the caller's user, so the learning-partner host accepts it in its `token` header. One per user
 * token and service, reused, so asking again never evicts the login from the session's bounded token table.
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { ok } from '../result';

export const getServiceToken = defineHandler(endpoints.session.getServiceToken, (ctx) => {
  const caller = ctx.token;
  // The pipeline's token check ran before (session header): without a caller it never gets here.
  if (!caller) return ok(ctx.successData());
  const token = `svc-${ctx.query.serviceName}-${caller.token}`;
  const known = ctx.world.tokens.get(token);
  if (known && known.expiresAt >= ctx.now) return ok(token);
  return ok(ctx.world.issueToken(caller.user, ctx.now, token).token);
});
