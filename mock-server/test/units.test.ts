/** Small units: handler registry, journal ring buffer, clock, seeded randomness, envelopes. */
import { ENDPOINTS_BY_ID, endpoints } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { defineHandler } from '../src/handlers/define';
import { HANDLERS, HANDLERS_BY_DOMAIN, handlersById } from '../src/handlers/index';
import { ok } from '../src/handlers/result';
import { createRng } from '../src/util/rng';
import { failureEnvelope, familyCode } from '../src/wire/envelope';
import { baseUrlsFor, hostOfUrl, hostPrefix } from '../src/wire/prefix';
import { VirtualClock } from '../src/world/clock';
import { Journal } from '../src/world/journal';

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
