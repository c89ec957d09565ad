/**
 * The pipeline takes a handler's answer as it comes: a plain value is used at once, a promise awaited
 * (routes/pipeline.ts). Both must give the same reply, journal entry and failures; and the route must settle
 * with the answer sent, never leave the request hanging.
 */
import { type AnyEndpoint, endpoints } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '../src/handlers/define';
import { fail, ok } from '../src/handlers/result';
import { headersFor, injectFor, testApp } from './support/app';

const E = endpoints.login.getUpgradeConfig as AnyEndpoint;
const data = [{ typeCode: 'x', typeValue: '{}' }];

let now: FastifyInstance;
let later: FastifyInstance;
beforeAll(async () => {
  // The answer depends on the query: a success, a business failure, or a thrown error (a simulator bug).
  const answer = (typeCode: string) => {
    if (typeCode === 'fail') return fail(100002, 'no such type');
    if (typeCode === 'throw') throw new Error('handler bug');
    return ok(data);
  };
  now = await testApp({
    handlers: [defineHandler(endpoints.login.getUpgradeConfig, (ctx) => answer(ctx.query.typeCode) as never)],
  });
  later = await testApp({
    handlers: [
      defineHandler(endpoints.login.getUpgradeConfig, async (ctx) => {
        await Promise.resolve();
        return answer(ctx.query.typeCode) as never;
      }),
    ],
  });
});
afterAll(async () => Promise.all([now.close(), later.close()]));

const call = (app: FastifyInstance, typeCode: string) =>
  app.inject(injectFor(E, 'results', { headers: headersFor(E), query: { typeCode } }));

describe('a handler answering at once or through a promise', () => {
  it.each(['ok', 'fail', 'throw'])('gives the same reply and journal entry (%s)', async (typeCode) => {
    const [a, b] = [await call(now, typeCode), await call(later, typeCode)];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(a.statusCode).toBe(typeCode === 'throw' ? 500 : 200);
    if (typeCode === 'ok') expect(a.json().data).toEqual(data);
    const last = async (app: FastifyInstance) => {
      const entry = (await app.inject({ url: '/__mock/sessions/results/journal?limit=1' })).json().entries[0];
      return { status: entry.status, code: entry.code, note: entry.note, endpoint: entry.endpoint };
    };
    expect(await last(now)).toEqual(await last(later));
  });
});
