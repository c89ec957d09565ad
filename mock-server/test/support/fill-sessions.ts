/**
 * Sessions filled to every cap at once — the worst a session can cost — in a process of their own, which
 * prints its RSS before and after as JSON: `node --expose-gc --import tsx test/support/fill-sessions.ts <n>`.
 * test/memory-bound.test.ts checks the growth per session against the bound the README states. Everything is
 * put in through the code the request path uses (World's collections, journalRequest and
 * Journal.answered: keptHeaders/keptBody), fed far more than the caps keep.
 */
import { PERSONAS, type Persona } from '@wonder/fixtures';
import { SESSION_CAPS } from '../../src/caps';
import { ScenarioEngine } from '../../src/overrides/engine';
import type { ScenarioOverride } from '../../src/overrides/types';
import { SCENARIOS } from '../../src/scenarios/catalogue';
import { type Session, SessionStore } from '../../src/world/session';
import { journalRequest } from './journal-entry';

const C = SESSION_CAPS;
const persona = (PERSONAS as Record<string, Persona>)['trial-n'] as Persona;
/** A client-chosen key at the longest kept as is (longer ones are hashed, so shorter in memory). */
const key = (prefix: string, i: number) => `${prefix}-${i}-`.padEnd(C.keyChars, 'k');
/**
 * Text costing V8 the most for the UTF-8 bytes the journal counts: Cyrillic (2 bytes in UTF-8 and 2 in V8;
 * ASCII is 1 and 1, Chinese 3 and 2, Latin-1's accents 2 and 1).
 */
const cyrillic = (chars: number) => 'ж'.repeat(chars);

function fillWorld(s: Session, n: number): void {
  const w = s.world;
  for (let i = 0; i < C.registeredUsers; i++) {
    const phone = `1${String(n).padStart(4, '0')}${String(i).padStart(6, '0')}`;
    const user = w.registerUser(phone, persona, `u-${n}-${i}`);
    w.issueToken(user, Date.now());
  }
  for (let i = 0; i < C.captchas; i++)
    w.addCaptcha({ token: key('c', i).slice(0, 64), x: 300, y: 5, secretKey: 'k'.repeat(16), expiresAt: 0 });
  for (let i = 0; i < C.solvedCaptchas; i++) w.solvedCaptchas.set(key('v', i), key('c', i).slice(0, 64));
  for (let i = 0; i < C.interestTagPopups; i++)
    w.interestTags.set(
      `pop-${i}`,
      Object.fromEntries(
        Array.from({ length: 10 }, (_, g) => [
          `g${g}`,
          Object.fromEntries(Array.from({ length: 10 }, (_, t) => [`t${t}`, t])),
        ]),
      ),
    );
  for (let i = 0; i < C.readReports; i++) w.readReports.add(key('r', i));
  for (let i = 0; i < C.claimedAwards; i++) w.claimedAwards.add(key('a', i));
  for (let i = 0; i < C.overrideCounters; i++) w.overrideCounters.set(key('o', i).slice(0, 80), i);
  // The step-up students at their cap, each with the most plan ranges; the other keys small.
  w.extra.set(
    'stepUp',
    Object.fromEntries(
      Array.from({ length: C.stepUpStudents }, (_, i) => [
        `student-${i}`,
        { level: 3, option: 2, plan: Array.from({ length: 5 }, (_, r) => [r * 3600, r * 3600 + 1800]) },
      ]),
    ),
  );
  for (let i = 1; i < C.extra; i++) w.extra.set(`key-${i}`, { n: i, note: 'x'.repeat(200) });
}

function fillFaults(s: Session): void {
  // At most adHocFaultsBytes of JSON across at most adHocFaults faults (the admin route refuses more).
  const per = Math.floor(C.adHocFaultsBytes / C.adHocFaults) - 120;
  const faults: ScenarioOverride[] = Array.from({ length: C.adHocFaults }, (_, i) => ({
    endpoint: 'app.getTabConfig',
    code: '50000000',
    message: `${i}`.padEnd(per, 'm'),
    times: 1000,
  }));
  // Through JSON, as the admin route receives them: every string its own.
  s.setAdHocFaults(JSON.parse(JSON.stringify(faults)) as ScenarioOverride[]);
}

function fillJournal(s: Session): void {
  // Headers as big as Node lets through (16 kB), bodies of 1 MB: far past every cut.
  const headers: Record<string, string> = {};
  for (let i = 0; i < 16; i++) headers[`x-h${i}`] = 'h'.repeat(1000);
  const body = cyrillic(500_000);
  for (let i = 0; i < s.journal.capacity; i++) {
    const entry = journalRequest(s.journal, {
      path: `/app/${'p'.repeat(300)}…`,
      url: `/app/${'p'.repeat(8000)}`,
      body,
      headers,
      note: `body.x: ${'n'.repeat(300)}`,
    });
    s.journal.answered(entry, body, headers);
  }
}

/** `count` more sessions at every cap in `store` (ids from `from`). */
export function fillSessions(store: SessionStore, from: number, count: number): void {
  for (let n = from; n < from + count; n++) {
    const s = store.get(`full-${n}`, 'admin');
    s.setScenarios(['trial-n', 'slow-network']);
    fillWorld(s, n);
    fillFaults(s);
    fillJournal(s);
  }
}

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

if (process.argv[1]?.endsWith('fill-sessions.ts')) {
  const count = Number(process.argv[2] ?? 20);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  const store = new SessionStore({ engine: new ScenarioEngine(SCENARIOS), cap: count + 10 });
  // The growth from a warm start (modules loaded, V8's young generation grown, 5 sessions in): what `count`
  // more sessions add, without the process's own one-off growth.
  fillSessions(store, 0, 5);
  gc();
  const before = rssMb();
  const heapBefore = process.memoryUsage().heapUsed / 2 ** 20;
  fillSessions(store, 5, count);
  gc();
  const after = rssMb();
  const heapAfter = process.memoryUsage().heapUsed / 2 ** 20;
  console.log(
    JSON.stringify({
      sessions: store.size - 6,
      rssBeforeMb: Math.round(before * 10) / 10,
      rssAfterMb: Math.round(after * 10) / 10,
      perSessionMb: Math.round(((after - before) / count) * 1000) / 1000,
      heapPerSessionMb: Math.round(((heapAfter - heapBefore) / count) * 1000) / 1000,
      journalDetailBytes: store.peek('full-0')?.journal.keptBytes ?? 0,
    }),
  );
}
