/**
 * An override's `data` function builds on the answer the endpoint gives without it (`base()`), whether that
 * answer comes from a fixture, a synchronous handler or an asynchronous one (issue 43 item 3: with an async
 * handler `base()` threw "override data functions need a synchronous handler" and the call answered 500).
 */
import { defineEndpoint } from '@wonder/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineHandler } from '../src/handlers/define';
import { ok } from '../src/handlers/result';
import type { OverrideDataContext, Scenario } from '../src/overrides/types';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { testApp } from './support/app';

const echo = (id: string, path: string) =>
  defineEndpoint({
    id,
    host: 'ems',
    method: 'POST',
    path,
    summary: 'test',
    body: z.object({ n: z.number() }),
    data: z.object({ n: z.number(), seen: z.optional(z.boolean()) }),
  });
const ASYNC = echo('ems.testAsyncEcho', '/test/async-echo');
const SYNC = echo('ems.testSyncEcho', '/test/sync-echo');

const handlers = [
  // Waits like a handler that reads a store, then answers twice the number it was sent.
  defineHandler(ASYNC, async (ctx) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return ok({ n: ctx.body.n * 2 });
  }),
  defineHandler(SYNC, (ctx) => ok({ n: ctx.body.n * 3 })),
];
const seen = (endpoint: string) => ({
  endpoint,
  data: async ({ base }: OverrideDataContext) => ({ ...((await base()) as object), seen: true }),
});
// The endpoints above are this test's own, outside the contracts' id union: the scenario is typed by hand.
const scenarios: readonly Scenario[] = [
  ...SCENARIOS,
  {
    id: 'seen',
    title: 'the handler’s answer, marked',
    description: 'test',
    group: 'home' as const,
    overrides: [seen(ASYNC.id), seen(SYNC.id)] as unknown as Scenario['overrides'],
  },
];

const apps: Awaited<ReturnType<typeof testApp>>[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

describe('an override’s data from base()', () => {
  it.each([
    ['an async handler', '/ems/test/async-echo', 2],
    ['a sync handler', '/ems/test/sync-echo', 3],
  ])('builds on %s’s answer', async (_name, url, factor) => {
    const app = await testApp({ endpoints: [ASYNC, SYNC], handlers, scenarios });
    apps.push(app);
    const r = await app.inject({
      method: 'POST',
      url,
      headers: { 'x-mock-scenario': 'seen' },
      payload: { n: 7 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ n: 7 * factor, seen: true });
  });
});
