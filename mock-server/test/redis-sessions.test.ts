/**
 * Several instances, one state: two simulator processes on one Redis this test starts (redis-server must be
 * installed: without it the test fails saying so). What one instance changes in a session, the other serves
 * — scenarios, tokens, ad-hoc faults and their `times` counters — and concurrent changes of one session
 * through both instances are all kept.
 */
import { endpoints } from '@wonder/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningRedis, startRedis } from '../bench/redis';
import { type ServerProcess, startServer } from '../bench/server-process';
import { redisBackend } from '../src/store/redis-backend';
import { stateKey } from '../src/store/redis-layout';
import { headersFor, type Login } from './support/app';

const person = endpoints.session.getPersonInfo;
const IDLE_MS = 600_000;
const CAP = 5;
const HOST_CAP = 3;
/** The sessions left once the cap test has pushed out the least recently used ones. */
const KEPT = ['default', 'qa-r3', 'cap-4', 'cap-5', 'cap-6', 'cap-7'];
const json = { 'content-type': 'application/json' };
const post = (url: string, body: unknown, method = 'POST') =>
  fetch(url, { method, headers: json, body: JSON.stringify(body) });
const profile = (sim: ServerProcess, session: string, login: Login) =>
  fetch(`${sim.origin}/${person.host}${person.path}?token=${login.token}`, {
    headers: { ...headersFor(person, login), 'x-mock-session': session },
  });

describe('two simulator instances on one Redis', { timeout: 60_000 }, () => {
  let redis: RunningRedis | undefined;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    redis = await startRedis();
    const env = {
      SIM_REDIS_URL: redis.url,
      SIM_SESSION_IDLE_MS: String(IDLE_MS),
      SIM_SESSION_CAP: String(CAP),
      SIM_HOST_SESSION_CAP: String(HOST_CAP),
    };
    [a, b] = await Promise.all([startServer('sim', { env }), startServer('sim', { env })]);
    // Starting a simulator process loads its sources through tsx: seconds, many more on a busy machine.
  }, 120_000);
  afterAll(() => {
    for (const sim of [a, b]) sim?.child.kill();
    redis?.stop();
  });

  it('a scenario selected through one is the session’s scenario on the other', async () => {
    const put = await post(`${a.origin}/__mock/sessions/qa-r1/scenarios`, { scenarios: ['trial-y'] }, 'PUT');
    expect(put.status).toBe(200);
    const seen = await (await fetch(`${b.origin}/__mock/sessions/qa-r1/scenarios`)).json();
    expect(seen).toMatchObject({ scenarios: ['trial-y'], persona: 'trial-y' });
    const listed = (await (await fetch(`${b.origin}/__mock/sessions`)).json()) as {
      sessions: { id: string }[];
    };
    expect(listed.sessions.map((s) => s.id)).toEqual(['default', 'qa-r1']);
  });

  it('admin reads of sessions that do not exist make none in Redis (issue 39 item 4)', async () => {
    for (const path of ['journal', 'scenarios', 'clock', 'faults', ''])
      expect((await fetch(`${a.origin}/__mock/sessions/never-r${path ? `/${path}` : ''}`)).status).toBe(200);
    const listed = (await (await fetch(`${b.origin}/__mock/sessions`)).json()) as {
      sessions: { id: string }[];
    };
    expect(listed.sessions.map((s) => s.id)).toEqual(['default', 'qa-r1']);
  });

  it('a token issued by one is accepted by the other; a fault set on one fires once on the other', async () => {
    const login = (await (await post(`${a.origin}/__mock/sessions/qa-r2/login`, {})).json()) as Login;
    expect((await profile(b, 'qa-r2', login)).status).toBe(200);
    const fault = { endpoint: person.id, fault: 'status-504', times: 1 };
    expect((await post(`${a.origin}/__mock/sessions/qa-r2/faults`, { faults: [fault] })).status).toBe(200);
    expect((await profile(b, 'qa-r2', login)).status).toBe(504);
    // The `times` counter is shared too: spent on b, so a answers normally.
    expect((await profile(a, 'qa-r2', login)).status).toBe(200);
  });

  it('keeps every change when both instances change one session at once', async () => {
    const logins = Array.from({ length: 30 }, (_, i) =>
      post(`${(i % 2 ? a : b).origin}/__mock/sessions/qa-r3/login`, {}),
    );
    expect((await Promise.all(logins)).map((r) => r.status)).toEqual(logins.map(() => 200));
    const summary = await (await fetch(`${a.origin}/__mock/sessions/qa-r3`)).json();
    expect(summary).toMatchObject({ id: 'qa-r3', tokens: 30 });
  });

  it('expires keys with the idle expiry and keeps the session cap across instances', async () => {
    const client = new Redis(redis?.url ?? '');
    try {
      const ttl = await client.pttl(stateKey('qa-r1'));
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(IDLE_MS);
    } finally {
      client.disconnect();
    }
    // qa-r1…r3 exist; four more through both instances push the two least recently used past the cap.
    for (const [i, id] of ['cap-4', 'cap-5', 'cap-6', 'cap-7'].entries())
      expect((await post(`${(i % 2 ? a : b).origin}/__mock/sessions/${id}/reset`, {})).status).toBe(200);
    const listed = (await (await fetch(`${a.origin}/__mock/sessions`)).json()) as {
      sessions: { id: string }[];
    };
    expect(listed.sessions.map((s) => s.id)).toEqual(KEPT);
  });

  it('keeps tokens a field each, lists sessions from their summaries, and expires every key', async () => {
    const client = new Redis(redis?.url ?? '');
    try {
      // qa-r3 holds 30 tokens from the test above: one hash field each, none in the session's own state.
      expect(await client.hlen(`${stateKey('qa-r3')}:t`)).toBe(30);
      const meta = JSON.parse((await client.hget(stateKey('qa-r3'), 'm')) ?? '{}');
      expect(meta.world.tokens).toEqual([]);
      for (const key of [stateKey('qa-r3'), `${stateKey('qa-r3')}:t`]) {
        const ttl = await client.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(IDLE_MS);
      }
      // The list never reads a session's state: one that cannot be decoded is still listed by its summary.
      await client.hset(stateKey('qa-r3'), 'm', 'not json');
      const listed = (await (await fetch(`${b.origin}/__mock/sessions`)).json()) as {
        sessions: { id: string; tokens: number }[];
      };
      expect(listed.sessions.find((s) => s.id === 'qa-r3')).toMatchObject({ tokens: 30 });
    } finally {
      client.disconnect();
    }
  });

  it('fresh ids from host traffic push out only each other', async () => {
    const prefixes = endpoints.login.getCountryMobilePrefixs;
    for (let i = 0; i < 8; i++) {
      const r = await fetch(`${(i % 2 ? a : b).origin}/${prefixes.host}${prefixes.path}`, {
        headers: { 'x-mock-session': `stray-${i}` },
      });
      expect(r.status).toBe(200);
    }
    const listed = (await (await fetch(`${a.origin}/__mock/sessions`)).json()) as {
      sessions: { id: string }[];
    };
    const ids = listed.sessions.map((s) => s.id);
    expect(ids.filter((id) => id.startsWith('stray-'))).toEqual(['stray-5', 'stray-6', 'stray-7']);
    // A page of the list: the summaries of `limit` sessions from `offset`, and how many in all.
    const page = (await (await fetch(`${b.origin}/__mock/sessions?offset=1&limit=2`)).json()) as {
      sessions: { id: string }[];
      total: number;
    };
    expect(page).toMatchObject({ total: ids.length });
    expect(page.sessions.map((s) => s.id)).toEqual(ids.slice(1, 3));
    expect(ids.filter((id) => !id.startsWith('stray-'))).toEqual(KEPT);
  });

  it('refuses to start on a Redis it cannot reach, saying why, without the password', async () => {
    const url = `redis://:secret@127.0.0.1:${await freePort()}`;
    const log = { warn: () => undefined } as unknown as Parameters<typeof redisBackend>[0]['log'];
    const start = redisBackend({ url, log, store: a.child as never, engine: a.child as never });
    await expect(start).rejects.toThrow(
      /^--redis-url: cannot reach redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/? \(connect ECONNREFUSED/,
    );
  });
});
