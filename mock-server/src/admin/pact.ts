/**
 * Pact's state-change URL, so the stock verifier needs nothing but `--state-change-url`:
 *
 *   pact-verifier -d contracts/pacts -h 127.0.0.1 -p 4010 \
 *     --state-change-url http://127.0.0.1:4010/__mock/pact/provider-states
 *
 * The verifier adds no header to its replayed requests, so the state is set up in the session those
 * requests land in: the caller's (x-mock-session or the mock-session cookie, as on any request; a
 * verifier sends neither, so `default`). Setup = what a fresh provider in that state is like:
 *   1. reset the session (fresh world: tokens, captchas, counters; the start scenarios);
 *   2. select the scenario the state names (state names ARE scenario ids);
 *   3. log the scenario's persona in with its fixture token `fixture-<persona>-<userId>`, the value the pact
 *      examples carry in token, klzz_ol_home_token, authorization… (a tourist logs nobody in);
 *   4. params `{captchaToken, secretKey, x}`: seed that slider challenge and count it solved, so both the
 *      check of it and the SMS send carrying its verification string (`<token>---<pointJson>`) pass;
 *      params `{wechatTemporaryToken}`: a WeChat sign-in in progress, that temporary token given to the persona.
 * A teardown changes nothing: the next setup resets the session anyway.
 */
import { CAPTCHA_POINT_Y } from '@wonder/contracts';
import { type AdminReply, adminRoute } from '@wonder/contracts/admin';
import { fixtureToken } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { aesEcbEncrypt } from '../crypto/aes';
import { verificationVariants } from '../handlers/login/captcha';
import { rememberTemporaryToken } from '../handlers/session/wechat-sign-in';
import { DEFAULT_SCENARIO_ID } from '../overrides/engine';
import { sessionIdOf } from '../routes/context';
import { personaById } from '../world/personas';
import type { Session } from '../world/session';
import { logIn } from './personas';
import { bad, serve } from './route';
import { seedChallenge } from './sessions';

type Challenge = { token: string; secretKey: string | null; x: number };

/** The slider challenge of the state params, if they carry one (checked like the seedCaptcha route's body). */
function challengeOf(params: Record<string, unknown> | null | undefined): Challenge | null {
  if (!params || params.captchaToken === undefined) return null;
  const names: Record<string, string> = { token: 'captchaToken' };
  const parsed = adminRoute('seedCaptcha').body.safeParse({
    token: params.captchaToken,
    secretKey: params.secretKey,
    x: params.x,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    bad(`body.params.${names[field] ?? field}: ${issue?.message ?? 'invalid'}`);
  }
  return { token: parsed.data.token, secretKey: parsed.data.secretKey ?? null, x: parsed.data.x };
}

/** The temporary token of a WeChat sign-in the state params carry, if any. */
function temporaryTokenOf(params: Record<string, unknown> | null | undefined): string | null {
  const t = params?.wechatTemporaryToken;
  if (t === undefined) return null;
  if (typeof t !== 'string' || !/^tmp-[A-Za-z0-9]{8,64}$/.test(t))
    bad('body.params.wechatTemporaryToken: expected tmp- and 8 to 64 letters or digits');
  return t;
}

/** Seed the challenge and record the verification strings the app sends once it is solved. */
function seedSolved(s: Session, c: Challenge): void {
  seedChallenge(s, { token: c.token, secretKey: c.secretKey, x: c.x, y: CAPTCHA_POINT_Y });
  const plain = JSON.stringify({ x: c.x, y: CAPTCHA_POINT_Y });
  const sent = c.secretKey ? aesEcbEncrypt(plain, c.secretKey) : plain;
  s.world.recordSolved(verificationVariants(c.token, sent, plain, c.secretKey), c.token);
}

export async function pactRoutes(admin: FastifyInstance): Promise<void> {
  const { backend, engine } = admin.mock;

  serve(admin, 'pactProviderState', ({ body }, request): Promise<AdminReply<'pactProviderState'>> => {
    const state = body.state ?? body.states?.[0] ?? DEFAULT_SCENARIO_ID;
    const action = body.action ?? 'setup';
    const sid = sessionIdOf(request);
    if ('error' in sid) bad(sid.error);
    if (!engine.has(state))
      bad(`body.state: unknown state '${state}' (a state is a simulator scenario id: GET /__mock/scenarios)`);
    const challenge = challengeOf(body.params);
    const temporary = temporaryTokenOf(body.params);
    return backend.use(sid.id, (s) => {
      const none = { persona: null, token: null, userId: null, captchaToken: null };
      if (action === 'teardown') return { session: s.id, state, action, ...none };
      s.reset();
      s.setScenarios([state]);
      const persona = personaById(s.scenarios.persona);
      const login = persona.studentStatus === 'TOURIST' ? null : logIn(s, persona.id, fixtureToken(persona));
      if (challenge) seedSolved(s, challenge);
      if (temporary) rememberTemporaryToken(s.world, temporary, persona.id);
      return {
        session: s.id,
        state,
        action,
        persona: login?.persona ?? null,
        token: login?.token ?? null,
        userId: login?.userId ?? null,
        captchaToken: challenge?.token ?? null,
      };
    });
  });
}
