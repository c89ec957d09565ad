/**
 * One server of the benchmark, run in its own process so autocannon (in the parent) does not share its
 * event loop: `node --import tsx bench/server.ts bare|sim|sim-no-reply-validation`. Prints {"port":N} on stdout when listening.
 *  - bare: plain Fastify answering the same two routes with a precomputed reply (JSON body parsing only);
 *  - sim:  the simulator with full request and reply validation;
 *  - sim-no-reply-validation: the simulator as it runs in production mode (requests still validated).
 * SIM_REDIS_URL keeps the simulator's sessions in that Redis (store/redis-backend.ts); SIM_SESSION_IDLE_MS,
 * SIM_SESSION_CAP and SIM_HOST_SESSION_CAP set the idle expiry and the session caps.
 */
import { FAMILIES, makeEnvelope } from '@wonder/contracts';
import { successData } from '@wonder/fixtures';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { personaById } from '../src/world/personas';
import { HOME_PATH, LOGIN_PATH, SERVER_MODES } from './paths';

async function main() {
  const mode = process.argv[2];
  if (mode === 'bare') {
    const app = Fastify({ logger: false });
    const official = personaById('official');
    const login = makeEnvelope(FAMILIES.member, 0, 'success', {
      token: 'x'.repeat(48),
      userinfos: [{ userId: official.userId, openid: official.openId }],
      isFirstLogin: false,
    });
    const home = makeEnvelope(
      FAMILIES.app,
      '00000000',
      'success',
      successData('app.homePageShowConfig', official),
      {
        count: 2,
      },
    );
    app.post(LOGIN_PATH, async () => login);
    app.post(HOME_PATH, async () => home);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(JSON.stringify({ port: Number(new URL(address).port) }));
  } else if (mode === 'sim' || mode === 'sim-no-reply-validation') {
    const idle = Number(process.env.SIM_SESSION_IDLE_MS);
    const cap = Number(process.env.SIM_SESSION_CAP);
    const hostCap = Number(process.env.SIM_HOST_SESSION_CAP);
    const app = await buildApp({
      logger: false,
      validateReplies: mode === 'sim',
      redisUrl: process.env.SIM_REDIS_URL || undefined,
      ...(idle > 0 ? { sessionIdleMs: idle } : {}),
      ...(cap > 0 ? { sessionCap: cap } : {}),
      ...(hostCap > 0 ? { hostSessionCap: hostCap } : {}),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(
      JSON.stringify({ port: Number(new URL(address).port), validateReplies: app.mock.validateReplies }),
    );
  } else {
    throw new Error(`usage: server.ts ${SERVER_MODES.join('|')}`);
  }
}

// Exit cleanly on a signal so `node --cpu-prof` can write its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
// The soak (bench/soak.ts) starts servers with --expose-gc and asks for a collection before reading RSS
// "after idle", so the figure does not depend on when V8 would have collected by itself.
process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.());

void main();
