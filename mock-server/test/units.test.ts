/** Small units: handler registry, journal ring buffer, clock, seeded randomness, envelopes. */
import { ENDPOINTS_BY_ID, endpoints } from '@wonder/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineHandler } from '../src/handlers/define';
import { HANDLERS, HANDLERS_BY_DOMAIN, handlersById } from '../src/handlers/index';
import { ok } from '../src/handlers/result';
import { ScenarioEngine } from '../src/overrides/engine';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { memoryBackend, UnknownSessionError } from '../src/store/backend';
import { createRng } from '../src/util/rng';
import { failureEnvelope, familyCode } from '../src/wire/envelope';
import { baseUrlsFor, hostOfUrl, hostPrefix } from '../src/wire/prefix';
import { BoundedMap, BoundedSet } from '../src/world/bounded';
import { VirtualClock } from '../src/world/clock';
import { Journal } from '../src/world/journal';
import { allPersonas, personaById } from '../src/world/personas';
import { SessionStore } from '../src/world/session';
import { personaByPhone, userOfPersona } from '../src/world/world';

describe('handler registry', () => {
  it('names only endpoints that exist', () => {
    const ids = HANDLERS.map((h) => h.endpoint.id);
    expect(ids.filter((id) => !ENDPOINTS_BY_ID.has(id))).toEqual([]);
  });
  it("keeps every handler in the folder of its endpoint's contract group", () => {
    const misplaced = Object.entries(HANDLERS_BY_DOMAIN).flatMap(([domain, handlers]) => {
      const group: readonly unknown[] = Object.values(endpoints[domain as keyof typeof endpoints]);
      return handlers.filter((h) => !group.includes(h.endpoint)).map((h) => `${domain}: ${h.endpoint.id}`);
    });
    expect(misplaced).toEqual([]);
  });
  it('refuses two handlers for one endpoint', () => {
    const e = endpoints.parentCentre.isSignIn;
    expect(() =>
      handlersById([
        defineHandler(e, () => ok({ signIn: true, dayNum: 0 })),
        defineHandler(e, () => ok({ signIn: false, dayNum: 0 })),
      ]),
    ).toThrow(/two handlers/);
  });
});

describe('journal', () => {
  it('keeps the newest entries, newest first, bounded', () => {
    const j = new Journal(3);
    for (let i = 1; i <= 5; i++) {
      j.add({
        time: i,
        host: 'app',
        endpoint: `e${i}`,
        method: 'GET',
        path: '/',
        status: 200,
        code: '0',
        scenario: 'default',
        fault: null,
        durationMs: 1,
        note: null,
      });
    }
    expect(j.list().map((e) => e.endpoint)).toEqual(['e5', 'e4', 'e3']);
    expect(j.list(2).map((e) => e.seq)).toEqual([5, 4]);
    expect(j.size).toBe(3);
    j.clear();
    expect(j.list()).toEqual([]);
    expect(j.size).toBe(0);
  });

  it('push keeps the entry it is given (no copy), numbered in turn with add', () => {
    const j = new Journal(3);
    const fields = {
      time: 1,
      host: 'app' as const,
      endpoint: 'e',
      method: 'GET',
      path: '/',
      status: null,
      code: null,
      scenario: 'default',
      fault: null,
      durationMs: null,
      note: null,
    };
    const added = j.add(fields);
    const own = { seq: 0, ...fields };
    const pushed = j.push(own);
    expect(pushed).toBe(own);
    expect([added.seq, pushed.seq]).toEqual([1, 2]);
    expect(Object.keys(pushed)).toEqual(Object.keys(added));
    expect(j.list()[0]).toBe(own);
  });
});

describe('bounded collections', () => {
  /** What a bounded collection must hold: a plain Map that drops its oldest key (Map order) past the cap. */
  const reference = (cap: number) => {
    const m = new Map<string, number>();
    return {
      set(k: string, v: number) {
        if (!m.has(k) && m.size >= cap) m.delete(m.keys().next().value as string);
        m.set(k, v);
      },
      map: m,
    };
  };
  const key = fc.integer({ min: 0, max: 12 });
  // Mostly sets, some deletes, a rare clear: long runs of adds past the cap between them.
  const op = fc.oneof(
    { weight: 12, arbitrary: fc.record({ kind: fc.constant('set' as const), key }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('delete' as const), key }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), key }) },
  );

  it('drop the oldest past the cap, in Map order, through any sets, deletes and clears', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(op, { minLength: 50, maxLength: 300 }),
        (cap, ops) => {
          const map = new BoundedMap<string, number>(cap);
          const set = new BoundedSet<string>(cap);
          const ref = reference(cap);
          ops.forEach(({ kind, key }, i) => {
            const k = `k${key}`;
            if (kind === 'set') {
              map.set(k, i);
              set.add(k);
              ref.set(k, i);
            } else if (kind === 'delete') {
              map.delete(k);
              set.delete(k);
              ref.map.delete(k);
            } else {
              map.clear();
              set.clear();
              ref.map.clear();
            }
            expect([...map]).toEqual([...ref.map]);
            expect([...set]).toEqual([...ref.map.keys()]);
          });
        },
      ),
    );
  });

  it('keep their cap over many more adds than it (the order is cut down as it goes)', () => {
    const map = new BoundedMap<string, number>(100);
    for (let i = 0; i < 10_000; i++) map.set(`t${i}`, i);
    expect(map.size).toBe(100);
    expect([...map.keys()][0]).toBe('t9900');
  });
});

describe('memory backend', () => {
  // One stray session at most: a stray session that did not join QA's (`settle`) is pushed out by the next.
  const backendWithStore = () =>
    memoryBackend(new SessionStore({ engine: new ScenarioEngine(SCENARIOS), hostCap: 1 }));
  const login = (s: { world: { issueToken: (u: never, now: number) => unknown } }) =>
    s.world.issueToken(userOfPersona(personaById('official')) as never, 0);
  const kept = async (backend: ReturnType<typeof memoryBackend>, id: string) => {
    await backend.use('pusher', () => undefined);
    return (await backend.list()).sessions.some((s) => s.id === id);
  };

  it('settles a session once its function is done: returned, resolved, thrown or rejected', async () => {
    const backend = backendWithStore();
    expect(
      await backend.use('sync', (s) => {
        login(s);
        return 1;
      }),
    ).toBe(1);
    expect(await kept(backend, 'sync')).toBe(true);
    const later = backend.use('async', async (s) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      login(s);
      return 2;
    });
    expect(await later).toBe(2);
    expect(await kept(backend, 'async')).toBe(true);
    const thrown = backend.use('thrown', (s) => {
      login(s);
      throw new Error('sync');
    });
    await expect(thrown).rejects.toThrow('sync');
    expect(await kept(backend, 'thrown')).toBe(true);
    await expect(
      backend.use('rejected', async (s) => {
        await Promise.resolve();
        login(s);
        throw new Error('async');
      }),
    ).rejects.toThrow('async');
    expect(await kept(backend, 'rejected')).toBe(true);
    // Holding nothing, a stray session is pushed out by the next.
    await backend.use('nothing', () => undefined);
    expect(await kept(backend, 'nothing')).toBe(false);
  });

  it('refuses an unknown session with a rejected promise, never a throw', async () => {
    const backend = backendWithStore();
    let call: Promise<unknown> | undefined;
    expect(() => {
      call = backend.use('nobody', () => 1, { mustExist: true });
    }).not.toThrow();
    await expect(call).rejects.toBeInstanceOf(UnknownSessionError);
  });
});

describe('persona by phone', () => {
  it('finds what a walk of the catalogue finds: the first persona with an account, with or without +86', () => {
    const walk = (phone: string) =>
      allPersonas().find((p) => p.studentStatus !== 'TOURIST' && p.phone === phone);
    const phones = allPersonas().map((p) => p.phone);
    for (const phone of phones) {
      expect(personaByPhone(phone)).toBe(walk(phone));
      expect(personaByPhone(`+86${phone}`)).toBe(walk(phone));
      expect(personaByPhone(`86${phone}`)).toBe(walk(phone));
    }
    expect(phones.some((phone) => walk(phone) === undefined)).toBe(true); // a tourist's phone is in the list
    expect(personaByPhone('13800000000x')).toBeUndefined();
  });
});

describe('virtual clock', () => {
  it('offsets, freezes and advances', () => {
    const c = new VirtualClock();
    const at = Date.UTC(2030, 0, 1);
    c.set(at, true);
    expect(c.now()).toBe(at);
    c.advance(500);
    expect(c.now()).toBe(at + 500);
    c.set(Date.now() + 3_600_000);
    expect(c.now() - Date.now()).toBeGreaterThan(3_590_000);
    c.reset();
    expect(Math.abs(c.now() - Date.now())).toBeLessThan(50);
  });
});

describe('misc', () => {
  it('seeded randomness is reproducible', () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 10 }, () => a.int(0, 1000));
    expect(Array.from({ length: 10 }, () => b.int(0, 1000))).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x <= 1000)).toBe(true);
  });
  it('builds prefixes and base URLs per host', () => {
    expect(hostPrefix('member')).toBe('/member');
    expect(baseUrlsFor('http://127.0.0.1:4010/').ems).toBe('http://127.0.0.1:4010/ems');
    expect(hostOfUrl('/ems/user/step_up/confirm?x=1')).toBe('ems');
    expect(hostOfUrl('/app?x=1')).toBe('app');
    expect(hostOfUrl('/__mock/')).toBeNull();
  });
  it('writes codes in the family type', () => {
    expect(familyCode('member', '1000010')).toBe(1000010);
    expect(familyCode('app', 1000010)).toBe('1000010');
    expect(failureEnvelope('ems', 400, 'bad')).toEqual({ code: 400, msg: 'bad', data: null });
    expect(failureEnvelope('captcha', 400, 'bad')).toEqual({ repCode: '400', repMsg: 'bad', repData: null });
    expect(failureEnvelope('share', 400, 'bad')).toEqual({ code: '400', msg: 'bad' });
    expect(failureEnvelope('raw', 400, 'bad')).toEqual({ code: '400', message: 'bad' });
  });
});
