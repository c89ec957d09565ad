/**
 * The stateful logins (doc 1 §4, §7, §8):
 *  - password login decrypts phone and password with the development RSA key; the phone must be a
 *    persona's with an account and the password that persona's (fixtures); anything that does not
 *    decrypt gets one generic failure;
 *  - code login accepts DEV_SMS_CODE for any phone; an unknown phone is registered on the spot as a new
 *    trial student (isFirstLogin true).
 * Tokens are random, kept in the session world and expire after TOKEN_TTL_MS of session time.
 */
import { type DataOf, endpoints } from '@wonder/contracts';
import { rsaDecrypt } from '../../crypto/rsa';
import { personaById } from '../../world/personas';
import { personaByPhone, type UserRecord, userOfPersona } from '../../world/world';
import { defineHandler, type HandlerContext } from '../define';
import { fail, type Success } from '../result';
import { DEV_SMS_CODE, MEMBER_FAILURE } from './codes';

const L = endpoints.login;

type LoginData = DataOf<typeof L.pwdLogin> & DataOf<typeof L.verificationLogin>;

export const decryptFailure = () => fail(MEMBER_FAILURE.decrypt.code, MEMBER_FAILURE.decrypt.message);

/** The last user's `userinfos` as JSON: the same for every login of that user (a benchmark logs one in a lot). */
let lastUserinfos = { userId: '', openid: undefined as string | undefined, json: '' };

function userinfosJson(userId: string, openid: string | undefined): string {
  const last = lastUserinfos;
  if (last.json !== '' && last.userId === userId && last.openid === openid) return last.json;
  const json = JSON.stringify([{ userId, openid }]);
  lastUserinfos = { userId, openid, json };
  return json;
}

/**
 * A string as JSON.stringify writes it. A token is hex, which JSON quotes as it is: quoted here, without the call
 * into the engine's serialiser that a string of 48 characters is not worth (it showed in the login profile).
 */
function jsonString(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Below space, the quote, the backslash and everything past ASCII: JSON.stringify's own rules decide.
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return JSON.stringify(text);
  }
  return `"${text}"`;
}

/**
 * The login answer, and its JSON text written around the token: JSON.stringify of the object was a few percent
 * of a password login's CPU (test/login.test.ts compares the two).
 */
export function loginAnswer(
  ctx: HandlerContext,
  user: UserRecord,
  isFirstLogin: boolean,
): Success<LoginData> {
  const issued = ctx.world.issueToken(user, ctx.now);
  const openid = user.persona.openId;
  // Built directly (LoginDataSchema is exactly these fields); reply validation catches any drift.
  const data = { token: issued.token, userinfos: [{ userId: user.userId, openid }], isFirstLogin };
  const json = `{"token":${jsonString(issued.token)},"userinfos":${userinfosJson(user.userId, openid)},"isFirstLogin":${isFirstLogin}}`;
  return { kind: 'ok', data, json };
}

export const pwdLogin = defineHandler(L.pwdLogin, (ctx) => {
  const phone = rsaDecrypt(ctx.body.phoneCipher);
  const password = rsaDecrypt(ctx.body.passwordCipher);
  if (phone === null || password === null) return decryptFailure();
  const persona = personaByPhone(phone);
  if (!persona || persona.password !== password) {
    return fail(MEMBER_FAILURE.wrongPassword.code, MEMBER_FAILURE.wrongPassword.message);
  }
  return loginAnswer(ctx, userOfPersona(persona), false);
});

export const verificationLogin = defineHandler(L.verificationLogin, (ctx) => {
  const phone = rsaDecrypt(ctx.body.phoneCipher);
  if (phone === null) return decryptFailure();
  if (ctx.body.verificationCode !== DEV_SMS_CODE) {
    return fail(MEMBER_FAILURE.wrongCode.code, MEMBER_FAILURE.wrongCode.message);
  }
  const { user, isFirstLogin } = codeLoginUser(ctx, phone);
  return loginAnswer(ctx, user, isFirstLogin);
});

/**
 * Who a code login is (also the trial-claim login's, home): a persona by phone, a user registered before, or
 * a new trial student registered on the spot (the first login).
 */
export function codeLoginUser(
  ctx: HandlerContext,
  phone: string,
): { user: UserRecord; isFirstLogin: boolean } {
  const persona = personaByPhone(phone);
  if (persona) return { user: userOfPersona(persona), isFirstLogin: false };
  const known = ctx.world.registeredUsers.get(phone);
  if (known) return { user: known, isFirstLogin: false };
  const userId = String(ctx.rng.int(90_000_000, 99_999_999));
  return { user: ctx.world.registerUser(phone, personaById('trial-n'), userId), isFirstLogin: true };
}
