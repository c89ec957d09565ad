/**
 * The admin contract and its typed client with a scripted fetch: URLs (base path, session, query), bodies,
 * errors; and that the client entry stays free of zod at run time (the control page bundles it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCHEMAS, ALL_ADMIN_ROUTES } from '../src/admin';
import { ADMIN_ROUTE_IDS, AdminApiError, createAdminClient } from '../src/admin/client';

interface Call {
  url: string;
  method: string | undefined;
  headers: unknown;
  body: unknown;
}

function scripted(answer: (call: Call) => Response = () => Response.json({ ok: true })) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method, headers: init?.headers, body: init?.body };
    calls.push(call);
    return answer(call);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('admin contract', () => {
  it('gives every route schemas, and only session routes a path parameter', () => {
    expect(Object.keys(ADMIN_SCHEMAS).sort()).toEqual([...ADMIN_ROUTE_IDS].sort());
    for (const route of ALL_ADMIN_ROUTES) {
      expect(Boolean(route.params), route.id).toBe(route.path.includes(':id'));
      expect(route.query && route.method !== 'GET', `${route.id}: a query only on GET`).toBeFalsy();
      expect(route.body && route.method === 'GET', `${route.id}: no body on GET`).toBeFalsy();
    }
    const keys = ALL_ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('checks bodies the way the simulator reports them', () => {
    const r = ADMIN_SCHEMAS.setFaults.body.safeParse({
      faults: [{ all: true, host: 'app', fault: 'reset' }],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('give exactly one target: endpoint, host, all or auth');
    expect(ADMIN_SCHEMAS.setClock.body.safeParse({}).success).toBe(false);
    expect(ADMIN_SCHEMAS.journal.query.parse({ limit: '20' })).toEqual({ limit: 20 });
  });
});

describe('admin client', () => {
  it('calls the session it is bound to, under /__mock', async () => {
    const { calls, fetch } = scripted();
    const admin = createAdminClient({ baseUrl: 'http://sim.test:4010/', session: 'qa 1', fetch });
    await admin.setScenarios({ scenarios: ['trial-y', 'slow-network'] });
    await admin.reset();
    await admin.journal({ limit: 20 });
    await admin.journal();
    await admin.scenarios();
    await admin.forSession('other').login();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT http://sim.test:4010/__mock/sessions/qa%201/scenarios',
      'POST http://sim.test:4010/__mock/sessions/qa%201/reset',
      'GET http://sim.test:4010/__mock/sessions/qa%201/journal?limit=20',
      'GET http://sim.test:4010/__mock/sessions/qa%201/journal',
      'GET http://sim.test:4010/__mock/scenarios',
      'POST http://sim.test:4010/__mock/sessions/other/login',
    ]);
    expect(calls[0]).toMatchObject({
      headers: { 'content-type': 'application/json', 'x-mock-admin': '1' },
      body: '{"scenarios":["trial-y","slow-network"]}',
    });
    // Routes without input send no body (Fastify refuses an empty JSON body only when a type is set), but
    // still the header that tells the simulator the call is not a cross-site form post.
    expect(calls[1]).toMatchObject({ headers: { 'x-mock-admin': '1' }, body: undefined });
    expect(calls[5]?.body).toBeUndefined();
    // A GET needs no proof (it changes nothing) and stays a simple request across origins.
    expect(calls[2]?.headers).toEqual({});
  });

  it('sends the admin token as a Bearer header and the credentials mode it is given', async () => {
    const calls: RequestInit[] = [];
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return Response.json({});
    }) as typeof globalThis.fetch;
    const admin = createAdminClient({
      baseUrl: 'http://sim.test',
      token: 't0ken',
      credentials: 'include',
      fetch,
    });
    await admin.sessions();
    await admin.forSession('s2').reset();
    expect(calls.map((c) => (c.headers as Record<string, string>).authorization)).toEqual([
      'Bearer t0ken',
      'Bearer t0ken',
    ]);
    expect(calls.map((c) => c.credentials)).toEqual(['include', 'include']);
  });

  it("acts on the 'default' session when given none, like a request without a session", async () => {
    const { calls, fetch } = scripted();
    const admin = createAdminClient({ baseUrl: 'http://sim.test', fetch });
    expect(admin.sessionId).toBe('default');
    await admin.clock();
    expect(calls[0]?.url).toBe('http://sim.test/__mock/sessions/default/clock');
  });

  it("throws the simulator's message, naming the field, as an AdminApiError", async () => {
    const { fetch } = scripted(() =>
      Response.json({ error: "body.scenarios: unknown scenario 'nope'", statusCode: 400 }, { status: 400 }),
    );
    const admin = createAdminClient({ baseUrl: 'http://sim.test', session: 's1', fetch });
    const error = await admin.setScenarios({ scenarios: ['nope'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({
      route: 'setScenarios',
      status: 400,
      serverMessage: "body.scenarios: unknown scenario 'nope'",
    });
    expect((error as Error).message).toContain('PUT http://sim.test/__mock/sessions/s1/scenarios → 400');
  });

  it('keeps a body that is not JSON as the message (a proxy in between)', async () => {
    const { fetch } = scripted(() => new Response('Bad Gateway', { status: 502 }));
    const admin = createAdminClient({ baseUrl: 'http://sim.test', fetch });
    await expect(admin.sessions()).rejects.toMatchObject({ status: 502, serverMessage: 'Bad Gateway' });
  });

  it('imports no zod at run time (the control page and the debug console bundle it)', () => {
    const runtimeImports = (file: string) => {
      const text = readFileSync(fileURLToPath(new URL(`../src/${file}`, import.meta.url)), 'utf8');
      return [...text.matchAll(/^(?:import|export)(?! type)[^;]*?from '([^']+)';/gms)].map((m) => m[1]);
    };
    expect(new Set(runtimeImports('admin/client.ts'))).toEqual(new Set(['./routes']));
    // The app's storage key (a plain constant the simulator's state links write) is the one import of the routes.
    expect(runtimeImports('admin/routes.ts')).toEqual(['../app-storage']);
    expect(runtimeImports('app-storage.ts')).toEqual([]);
  });
});
