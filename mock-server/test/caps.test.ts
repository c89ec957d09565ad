/**
 * Bounded everywhere (src/caps.ts): every per-session collection filled past its cap keeps its cap,
 * the newest entries and drops the oldest; requests that once grew a session without limit (1 MB award
 * names, read reports, padded plan times, unknown interest tags, appended faults) keep its snapshot small;
 * idle sessions are dropped and `default` reset.
 */
import { endpoints } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CAPS } from '../src/caps';
import { stepUpSession, studentState } from '../src/handlers/step-up/state';
import { ScenarioEngine } from '../src/overrides/engine';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { toState } from '../src/store/codec';
import { Journal } from '../src/world/journal';
import { personaById } from '../src/world/personas';
import { SessionStore } from '../src/world/session';
import { userOfPersona, World } from '../src/world/world';
import { adminLogin, injectFor, testApp } from './support/app';
import { validRequest } from './support/requests';

const official = personaById('official');
const user = userOfPersona(official);

/** Each world collection with a way to add its i-th entry, and what holds it. */
const COLLECTIONS: [
  keyof typeof SESSION_CAPS,
  (w: World, i: number) => void,
  (w: World) => Iterable<unknown>,
][] = [
  ['tokens', (w, i) => w.issueToken(user, i, `xxxxxxxx-token-${i}`), (w) => w.tokens.keys()],
  [
    'captchas',
    (w, i) => w.addCaptcha({ token: `c${i}`, x: 1, y: 1, secretKey: null, expiresAt: 1 }),
    (w) => w.captchas.keys(),
  ],
  ['solvedCaptchas', (w, i) => w.recordSolved([`v${i}`], `c${i}`), (w) => w.solvedCaptchas.keys()],
  [
    'registeredUsers',
    (w, i) => w.registerUser(`1380000${i}`, official, `u${i}`),
    (w) => w.registeredUsers.keys(),
  ],
  ['interestTagPopups', (w, i) => w.interestTags.set(`p${i}`, {}), (w) => w.interestTags.keys()],
  ['readReports', (w, i) => w.readReports.add(`r${i}`), (w) => w.readReports],
  ['claimedAwards', (w, i) => w.claimedAwards.add(`a${i}`), (w) => w.claimedAwards],
  ['overrideCounters', (w, i) => w.overrideCounters.set(`s#${i}`, 1), (w) => w.overrideCounters.keys()],
  ['extra', (w, i) => w.extra.set(`k${i}`, i), (w) => w.extra.keys()],
  [
    'stepUpStudents',
    (w, i) => studentState(w, { ...official, userId: `u${i}` }),
    (w) => Object.keys(stepUpSession(w).students),
  ],
];

describe('every per-session collection keeps its cap', () => {
  it.each(COLLECTIONS)('%s', (name, add, entries) => {
    const world = new World();
    const cap = SESSION_CAPS[name];
    for (let i = 0; i < cap + 25; i++) add(world, i);
    const kept = [...entries(world)].map(String);
    // extra also holds step-up's own key once stepUpStudents runs; each collection is checked alone.
    expect(kept.length, name).toBe(cap);
    expect(
      kept.some((k) => k.endsWith(String(cap + 24))),
      `${name}: the newest is kept`,
    ).toBe(true);
  });

  it('journal: a ring of the last entries', () => {
    const journal = new Journal();
    for (let i = 0; i < SESSION_CAPS.journal + 30; i++)
      journal.add({
        time: i,
        host: null,
        endpoint: null,
        method: 'GET',
        path: `/${i}`,
        status: 200,
        code: null,
        scenario: 'default',
        fault: null,
        durationMs: 0,
        note: null,
      });
    expect(journal.size).toBe(SESSION_CAPS.journal);
    expect(journal.list(1)[0]?.path).toBe(`/${SESSION_CAPS.journal + 29}`);
  });

  it('keys longer than keyChars are kept as their hash', () => {
    const world = new World();
    const huge = 'x'.repeat(1_000_000);
    world.claimedAwards.add(huge);
    expect(world.claimedAwards.has(huge)).toBe(true);
    expect([...world.claimedAwards][0]).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('sessions: at most `sessions` QA made and `hostSessions` others; idle ones dropped and default reset', () => {
    const store = new SessionStore({
      engine: new ScenarioEngine(SCENARIOS),
      cap: 20,
      hostCap: 10,
      idleMs: 60_000,
    });
    for (let i = 0; i < 45; i++) store.get(`s${i}`, i % 2 ? 'admin' : 'host');
    // default and 19 QA made (admin calls), 10 host traffic made.
    expect(store.size).toBe(30);
    const defaultSession = store.get('default');
    defaultSession.setScenarios(['tourist']);
    const later = Date.now() + 61_000;
    store.get('s44').lastSeen = later;
    const ids = () =>
      store
        .list()
        .map((s) => s.id)
        .sort();
    const idle = ids().filter((id) => id !== 's44');
    expect(store.sweepIdle(later).sort()).toEqual(idle);
    expect(ids()).toEqual(['default', 's44']);
    expect(store.peek('default')?.scenarioIds).toEqual(['default']);
  });
});

describe('requests cannot grow a session past its caps', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  const snapshotBytes = (session: string) => JSON.stringify(toState(app.mock.sessions.get(session))).length;

  it('award names, read reports, plan times and interest tags stay small', async () => {
    const session = 'caps-requests';
    const login = await adminLogin(app, session, 'official');
    const send = async (
      endpoint:
        | (typeof endpoints)['home'][keyof (typeof endpoints)['home']]
        | typeof endpoints.stepUp.submitPlanTime,
      patch: (body: Record<string, unknown>) => void,
    ) => {
      const parts = await validRequest({ app, session, login, endpoint });
      const body = structuredClone(parts.body) as Record<string, unknown>;
      patch(body);
      const r = await app.inject(injectFor(endpoint, session, { ...parts, body }));
      expect(r.statusCode, `${endpoint.id}: ${r.body.slice(0, 200)}`).toBe(200);
    };
    const bigName = 'n'.repeat(300_000);
    for (let i = 0; i < 3; i++)
      await send(endpoints.home.receiveAward, (b) => {
        b.packageReceives = [
          { ...(b.packageReceives as object[])[0], id: null, packageName: `${i}${bigName}` },
        ];
      });
    for (let i = 0; i < SESSION_CAPS.readReports + 20; i += 1)
      await send(endpoints.home.updateReportReadStatus, (b) => {
        b.id = i;
      });
    await send(endpoints.stepUp.submitPlanTime, (b) => {
      b.plan_time = `${b.plan_time as string}${' '.repeat(500_000)}`;
    });
    await send(endpoints.home.interestTagPopListSave, (b) => {
      b.interestTagPopListSaveReqDtos = Array.from({ length: 200 }, (_, p) => ({
        popId: 10_000 + p,
        saveGroupReqDtos: [{ groupId: p, tagReqDtos: [{ tagid: p, status: 1 }] }],
      }));
    });
    const world = app.mock.sessions.get(session).world;
    expect(world.readReports.size).toBe(SESSION_CAPS.readReports);
    expect(world.claimedAwards.size).toBe(3);
    expect(world.interestTags.size).toBe(0);
    // 1.4 MB of names and padding sent; the session keeps a few kB.
    expect(snapshotBytes(session)).toBeLessThan(40_000);
  });

  it('ad-hoc faults: at most adHocFaults of them, and adHocFaultsBytes of JSON', async () => {
    const url = '/__mock/sessions/caps-faults/faults';
    const fault = { all: true, delayMs: 1 };
    const post = (faults: object[], append = true) =>
      app.inject({ method: 'POST', url, headers: { [MOCK_ADMIN_HEADER]: '1' }, payload: { faults, append } });
    expect((await post(Array(SESSION_CAPS.adHocFaults).fill(fault))).statusCode).toBe(200);
    const more = await post([fault]);
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toMatch(
      /^body\.faults: at most 50 ad-hoc faults per session \(this would make 51\)/,
    );
    const big = await post(
      [{ all: true, code: 500, message: 'm'.repeat(SESSION_CAPS.adHocFaultsBytes) }],
      false,
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatch(/^body\.faults: at most 256 kB of ad-hoc faults/);
    expect((await app.inject({ method: 'GET', url })).json().faults).toHaveLength(SESSION_CAPS.adHocFaults);
  });
});
