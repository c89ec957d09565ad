/**
 * The OpenAPI document as tools take it: every auth rule a security scheme, every operation with its security,
 * a request and a response example that its own schema accepts (checked twice: by the zod contract and by the
 * document's JSON Schema under ajv's draft 2020-12), admin operations described, the error-report route, the
 * optional `{}` body of POSTs without payload, and the fault statuses. The traffic check
 * (`--openapi-report`) is shown to catch an off-document reply. `redocly lint` runs in the root `pnpm run lint`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint, AUTH_RULES, envelopeOf, FAMILIES } from '@wonder/contracts';
import { ALL_ADMIN_ROUTES } from '@wonder/contracts/admin';
import { ERROR_REPORTS_ENVELOPE_PATH } from '@wonder/contracts/error-reports';
import { successData } from '@wonder/fixtures';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildOpenApi } from '../src/openapi/openapi';
import { injectFor, testApp } from './support/app';
import { genericRequest } from './support/requests';

type Json = Record<string, unknown>;
interface Op extends Json {
  operationId: string;
  description?: string;
  security?: Json[];
  parameters?: { name: string; in: string; example?: unknown; schema: Json }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Json; example?: unknown }> }>;
}

z.config(z.locales.en());
const doc = buildOpenApi(ALL_ENDPOINTS) as unknown as {
  servers: unknown[];
  paths: Record<string, Record<string, Op>>;
  components: { securitySchemes: Record<string, Json> };
};
const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op })),
);
const opOf = (id: string) => ops.find((o) => o.op.operationId === id) as (typeof ops)[number];
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });

const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
function validAgainst(schema: Json, value: unknown): string | null {
  const key = JSON.stringify(schema);
  const check = compiled.get(key) ?? ajv.compile(schema);
  compiled.set(key, check);
  return check(value) ? null : ajv.errorsText(check.errors);
}

describe('the OpenAPI document', () => {
  it('gives every array schema an `items` schema, tuples closed by their length (Spectral array-items, Prism)', () => {
    const arrays: { path: string; node: Record<string, unknown> }[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) walk(n, `${path}/${i}`);
      } else if (typeof node === 'object' && node !== null) {
        const o = node as Record<string, unknown>;
        if (o.type === 'array') arrays.push({ path, node: o });
        for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
      }
    };
    walk(doc, '#');
    expect(arrays.length).toBeGreaterThan(50);
    for (const { path, node } of arrays) {
      expect(typeof node.items, path).toBe('object');
      const prefix = node.prefixItems as unknown[] | undefined;
      if (prefix) expect(node.maxItems, path).toBe(prefix.length);
    }
  });

  it('has servers and a security requirement on every operation', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(ops.filter((o) => !Array.isArray(o.op.security)).map((o) => o.op.operationId)).toEqual([]);
  });

  it('asks every call of an auth rule for its credentials through security schemes', () => {
    const problems: string[] = [];
    for (const e of ALL_ENDPOINTS) {
      const { op } = opOf(e.id);
      const needs = e.headers.some((h) => AUTH_RULES.includes(h));
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      if (needs !== schemes.length > 0) problems.push(`${e.id}: auth ${needs}, schemes ${schemes}`);
      for (const s of schemes)
        if (!doc.components.securitySchemes[s]) problems.push(`${e.id}: no scheme ${s}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every host operation request and reply examples that its schemas accept', () => {
    const problems: string[] = [];
    for (const e of ALL_ENDPOINTS) {
      const { op } = opOf(e.id);
      const ok = op.responses['200']?.content?.['application/json'];
      if (ok?.example === undefined) problems.push(`${e.id}: no reply example`);
      else {
        const zod = envelopeOf(FAMILIES[e.family], e.data).safeParse(ok.example);
        if (!zod.success) problems.push(`${e.id}: reply example off the contract`);
        const js = validAgainst(ok.schema, ok.example);
        if (js) problems.push(`${e.id}: reply example off its JSON Schema: ${js}`);
      }
      const body = op.requestBody?.content['application/json'];
      if (e.method === 'POST' && body?.example === undefined) problems.push(`${e.id}: no request example`);
      if (e.body && body) {
        if (!e.body.safeParse(body.example).success) problems.push(`${e.id}: body example off the contract`);
        const js = validAgainst(body.schema, body.example);
        if (js) problems.push(`${e.id}: body example off its JSON Schema: ${js}`);
      }
      if (e.query) {
        const query = Object.fromEntries(
          (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.example]),
        );
        if (!e.query.safeParse(query).success) problems.push(`${e.id}: query examples off the contract`);
      }
      for (const p of op.parameters ?? []) {
        if (p.example === undefined && p.in !== 'query')
          problems.push(`${e.id}: header ${p.name} without example`);
        const js = p.example === undefined ? null : validAgainst(p.schema, p.example);
        if (js) problems.push(`${e.id}: ${p.in} ${p.name} example: ${js}`);
      }
    }
    expect(problems).toEqual([]);
    // ~300 JSON Schemas compiled by ajv: seconds alone, much longer on a loaded machine.
  }, 180_000);

  it('lets the POSTs without payload take the `{}` the app sends', () => {
    const bodiless = ALL_ENDPOINTS.filter((e) => e.method === 'POST' && !e.body);
    expect(bodiless.map((e) => e.id)).toEqual(
      expect.arrayContaining(['app.isSignIn', 'gateway.interestTagPopList', 'app.checkWonderfulMoment']),
    );
    for (const e of bodiless) {
      const body = opOf(e.id).op.requestBody;
      expect(body?.required, e.id).toBe(false);
      expect(validAgainst(body?.content['application/json']?.schema ?? {}, {}), e.id).toBeNull();
    }
  });

  it('lists the statuses the fault kinds answer on every host operation', () => {
    for (const e of ALL_ENDPOINTS) {
      const { op } = opOf(e.id);
      expect(Object.keys(op.responses), e.id).toEqual(expect.arrayContaining(['404', '502', '504']));
      expect(Object.keys(op.responses['502']?.content ?? {}), e.id).toEqual(['text/html']);
    }
  });

  it('describes every admin operation, with examples its contract accepts', () => {
    const problems: string[] = [];
    for (const route of ALL_ADMIN_ROUTES) {
      const { op } = opOf(`admin.${route.id}`);
      if (!op.description) problems.push(`${route.id}: no description`);
      const reply = op.responses['200']?.content?.['application/json']?.example;
      if (!route.reply.safeParse(reply).success) problems.push(`${route.id}: reply example off the contract`);
      const body = op.requestBody?.content['application/json']?.example;
      if (route.body && !route.body.safeParse(body).success) problems.push(`${route.id}: body example off`);
    }
    expect(problems).toEqual([]);
  });

  it('has the error-report route the app posts to', () => {
    const route = ops.find((o) => o.path === ERROR_REPORTS_ENVELOPE_PATH.replace('/1/', '/{projectId}/'));
    expect(route?.method).toBe('post');
    expect(Object.keys(route?.op.requestBody?.content ?? {})).toContain('text/plain');
  });
});

describe('--openapi-report: the traffic check', () => {
  const ep = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;

  it('passes conforming traffic and reports a reply off the document', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-report-'));
    const file = join(dir, 'report.json');
    const broken = ep('app.getAppFlag');
    const app = await testApp({
      openapiReport: file,
      validateReplies: false,
      // One endpoint answers off its contract (a simulator bug the document must reveal).
      dataFor: (id, persona, now) =>
        id === broken.id ? { unexpected: true } : successData(id, persona, now),
    });
    const login = (
      await app.inject({ method: 'POST', url: '/__mock/sessions/oa/login', payload: {} })
    ).json();
    const fine = ep('app.todayClasss');
    expect((await app.inject(injectFor(fine, 'oa', genericRequest(fine, login)))).statusCode).toBe(200);
    await app.inject(injectFor(broken, 'oa', genericRequest(broken, login)));
    await app.close();
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      checked: number;
      violations: { operation: string; where: string }[];
    };
    rmSync(dir, { recursive: true, force: true });
    expect(report.checked).toBeGreaterThanOrEqual(3);
    expect(report.violations.map((v) => `${v.operation} ${v.where}`)).toEqual([`${broken.id} response`]);
  }, 120_000);
});
