/**
 * The WeChat sign-in of a bound parent (doc 1 §4 "a WeChat code yields a temporary token, then a real token,
 * then user info"; §7): member.wechatBackup answers a temporary token the session remembers; member.realToken
 * exchanges it, once, for a token the session really issues — the one every later call's token check knows;
 * app.userInfoByToken answers the user of an issued token, with that token. The fixtures alone answered a
 * fixture token the token check refuses, so a bound parent landed on /login (issue 38). A token the session
 * never gave is refused as the token check refuses one (1000014): the app's global expiry handling applies.
 * An unbound WeChat visitor or a tourist gets the fixture's empty answer (TOURIST with only the openId).
 */
import { endpoints } from '@wonder/contracts';
import { AUTH_FAILURE } from '../../wire/auth';
import { personaById } from '../../world/personas';
import { newToken, userOfPersona, type World } from '../../world/world';
import { defineHandler } from '../define';
import { fail, ok } from '../result';

/** Key of a temporary token in the world's handler state: the persona it was given to. */
const TEMPORARY = 'wechat-temporary:';

const unknownToken = () => fail(AUTH_FAILURE.unknown.code, AUTH_FAILURE.unknown.message);

/** Remember a temporary token given to `personaId` (also the Pact state params' `wechatTemporaryToken`). */
export function rememberTemporaryToken(world: World, temporary: string, personaId: string): void {
  world.extra.set(`${TEMPORARY}${temporary}`, personaId);
}

export const wechatBackup = defineHandler(endpoints.session.wechatBackup, (ctx) => {
  const data = ctx.successData();
  if (!data.token) return ok(data);
  const temporary = `tmp-${newToken()}`;
  rememberTemporaryToken(ctx.world, temporary, ctx.persona.id);
  return ok({ ...data, token: temporary });
});

export const realToken = defineHandler(endpoints.session.realToken, (ctx) => {
  const key = `${TEMPORARY}${ctx.body.token}`;
  const personaId = ctx.world.extra.get(key);
  if (typeof personaId !== 'string') return unknownToken();
  ctx.world.extra.delete(key);
  return ok({ token: ctx.world.issueToken(userOfPersona(personaById(personaId)), ctx.now).token });
});

export const userInfoByToken = defineHandler(endpoints.session.userInfoByToken, (ctx) => {
  const issued = ctx.world.tokens.get(ctx.query.token);
  if (!issued || issued.expiresAt < ctx.now) return unknownToken();
  return ok({ ...ctx.successData(), token: issued.token, userId: issued.user.userId });
});
