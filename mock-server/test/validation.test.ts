/**
 * Reply validation and the pipeline on endpoints defined here (independent of the real catalogue): an
 * off-contract reply is caught (HTTP 500, path named), and switching validation off lets it through.
 */
import { defineEndpoint } from '@wonder/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testApp } from './support/app';

const endpoints = [
  defineEndpoint({
    id: 'app.testItems',
    host: 'app',
    method: 'GET',
    path: '/test/items',
    summary: 'test',
    query: z.object({ page: z.coerce.number().check(z.int(), z.gte(1)) }),
    data: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
  }),
  defineEndpoint({
    id: 'ems.testEcho',
    host: 'ems',
    method: 'POST',
    path: '/test/echo',
    summary: 'test',
    body: z.object({ n: z.number() }),
    data: z.object({ n: z.number() }),
  }),
];

let good = true;
const dataFor = (id: string) => {
  if (id === 'app.testItems') return good ? [{ id: 1, name: 'a' }] : [{ id: 'one', name: 'a' }];
  return { n: 1 };
};
const apps: Awaited<ReturnType<typeof testApp>>[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

describe('reply validation', () => {
  it('answers valid data, and flags off-contract data as a simulator bug (500 naming the path)', async () => {
    const app = await testApp({ endpoints, dataFor: (id) => dataFor(id), handlers: [] });
    apps.push(app);
    good = true;
    const ok = await app.inject({ method: 'GET', url: '/app/test/items?page=2' });
    expect(ok.json()).toEqual({
      code: '00000000',
      message: 'success',
      count: 1,
      data: [{ id: 1, name: 'a' }],
    });
    good = false;
    // The data cache is per second of virtual time: move the clock so the bad value is built.
    await app.inject({ method: 'POST', url: '/__mock/sessions/default/clock', payload: { advanceMs: 5000 } });
    const bad = await app.inject({ method: 'GET', url: '/app/test/items?page=2' });
    expect(bad.statusCode).toBe(500);
    expect(bad.json().message).toMatch(/^simulator reply off-contract: reply\.data\.0\.id: expected number/);
  });

  it('can be switched off', async () => {
    const app = await testApp({
      endpoints,
      dataFor: (id) => dataFor(id),
      handlers: [],
      validateReplies: false,
    });
    apps.push(app);
    good = false;
    const res = await app.inject({ method: 'GET', url: '/app/test/items?page=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].id).toBe('one');
  });

  it('coerces query numbers and rejects what does not coerce; ems success carries time', async () => {
    const app = await testApp({ endpoints, dataFor: (id) => dataFor(id), handlers: [] });
    apps.push(app);
    good = true;
    const bad = await app.inject({ method: 'GET', url: '/app/test/items?page=zero' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^query\.page: expected number/);
    const echo = await app.inject({ method: 'POST', url: '/ems/test/echo', payload: { n: 3 } });
    expect(echo.json()).toMatchObject({
      code: 200,
      msg: 'success',
      data: { n: 1 },
      time: expect.any(Number),
    });
    const wrong = await app.inject({ method: 'POST', url: '/ems/test/echo', payload: { n: 'x' } });
    expect(wrong.json()).toEqual({ code: 400, msg: 'body.n: expected number, received string', data: null });
  });

  it('refuses two endpoints on one route at build time', async () => {
    const twin = { ...(endpoints[0] as (typeof endpoints)[0]), id: 'app.twin' };
    await expect(testApp({ endpoints: [...endpoints, twin], handlers: [] })).rejects.toThrow(
      /share the route/,
    );
  });
});
