/**
 * The virtual clock stays where every host endpoint can answer: the admin contract refuses instants outside
 * 2000–2099 and jumps longer than that range, the simulator refuses a call that would end outside it, and a
 * refused call leaves the clock where it was (it used to answer 500 and still move it).
 */
import { CLOCK_MAX_MS, CLOCK_MIN_MS, MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const setClock = (session: string, body: object) =>
  app.inject({ method: 'POST', url: `/__mock/sessions/${session}/clock`, payload: body });
const clock = async (session: string) =>
  (await app.inject({ method: 'GET', url: `/__mock/sessions/${session}/clock` })).json();

describe('clock limits', () => {
  it('a running clock stops at the end of its range instead of passing 2099', async () => {
    const session = 'clock-running-end';
    expect((await setClock(session, { set: CLOCK_MAX_MS - 1000 })).statusCode).toBe(200);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 30 * 24 * 3600_000);
    try {
      expect((await clock(session)).iso).toBe(new Date(CLOCK_MAX_MS).toISOString());
      const list = await app.inject({ method: 'GET', url: '/__mock/sessions' });
      expect(list.statusCode).toBe(200);
    } finally {
      later.mockRestore();
    }
  });

  it.each([
    [{ advanceMs: Number.MAX_SAFE_INTEGER }, /^body\.advanceMs: Too big/],
    [{ advanceMs: -Number.MAX_SAFE_INTEGER }, /^body\.advanceMs: Too small/],
    [{ set: '9999-12-31T00:00:00Z' }, /^body\.set: must be between 2000-01-01T00:00:00\.000Z and 2099-12-31/],
    [{ set: '1970-01-01T00:00:00Z' }, /^body\.set: must be between/],
    [{ set: 0 }, /^body\.set: /],
    [{ set: CLOCK_MAX_MS + 1 }, /^body\.set: /],
    [{ set: '2099-12-31T23:59:59-05:00' }, /^body\.set: must be between/],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const r = await setClock('clock-bad', body);
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(message);
  });

  it('refuses a jump that would leave the range, and leaves the clock where it was', async () => {
    const session = 'clock-edge';
    await setClock(session, { set: CLOCK_MAX_MS - 1000, freeze: true });
    const before = await clock(session);
    const r = await setClock(session, { advanceMs: 2000 });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/^body\.advanceMs: the clock would show 2100, outside/);
    expect(await clock(session)).toEqual(before);
    const back = await setClock(session, { set: CLOCK_MIN_MS, advanceMs: -1 });
    expect(back.statusCode).toBe(400);
    expect(await clock(session)).toEqual(before);
    // Both ends themselves are accepted, and every session still lists.
    expect((await setClock(session, { set: CLOCK_MIN_MS, freeze: true })).json().iso).toBe(
      '2000-01-01T00:00:00.000Z',
    );
    expect((await setClock(session, { set: CLOCK_MAX_MS, freeze: true })).json().iso).toBe(
      '2099-12-31T23:59:59.999Z',
    );
    expect((await app.inject({ method: 'GET', url: '/__mock/sessions' })).statusCode).toBe(200);
  });

  it('still resets, freezes and advances inside the range', async () => {
    const session = 'clock-ok';
    const frozen = (await setClock(session, { set: '2026-09-01T00:00:00+08:00', freeze: true })).json();
    expect(frozen).toMatchObject({ iso: '2026-08-31T16:00:00.000Z', frozen: true });
    expect((await setClock(session, { advanceMs: 86_400_000 })).json().iso).toBe('2026-09-01T16:00:00.000Z');
    const reset = await app.inject({
      method: 'POST',
      url: `/__mock/sessions/${session}/clock`,
      headers: { [MOCK_ADMIN_HEADER]: '1' },
      payload: { reset: true },
    });
    expect(reset.json()).toMatchObject({ offsetMs: 0, frozen: false });
  });
});
