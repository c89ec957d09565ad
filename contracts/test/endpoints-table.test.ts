/**
 * The endpoint table itself: every definition is complete, and ids and routes are unique.
 * This is the test that fails when a definition is added half-way.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ALL_ENDPOINTS, endpoints } from '../src/endpoints';
import { FAMILIES } from '../src/envelopes';
import { HEADER_RULES, OPTIONAL_HEADER_RULES } from '../src/headers';
import { DEFAULT_TIMEOUT_MS, HOSTS, SHORT_TIMEOUT_MS, SLOW_HOST_TIMEOUT_MS } from '../src/hosts';

describe('the endpoint table', () => {
  it('defines every call of the three documents (about 80 explicit paths and 20 chosen ones)', () => {
    const chosen = ALL_ENDPOINTS.filter((e) => e.pathSource === 'chosen').length;
    const explicit = ALL_ENDPOINTS.length - chosen;
    expect(explicit).toBeGreaterThanOrEqual(75);
    expect(chosen).toBeGreaterThanOrEqual(15);
  });

  it.each(ALL_ENDPOINTS.map((e) => [e.id, e] as const))('%s is complete', (_id, e) => {
    expect(e.id).toMatch(/^[a-z]+\.[A-Za-z0-9]+$/);
    expect(e.id.startsWith(`${e.host}.`)).toBe(true);
    expect(Object.keys(HOSTS)).toContain(e.host);
    expect(['GET', 'POST']).toContain(e.method);
    expect(e.path).toMatch(/^\/[\w\-./]*$/);
    expect(e.summary.length).toBeGreaterThan(3);
    expect(e.data).toBeInstanceOf(z.ZodMiniType);
    if (e.method === 'GET') expect(e.body).toBeUndefined();
    if (e.query) expect(e.query).toBeInstanceOf(z.ZodMiniObject);
    if (e.body) expect(e.body).toBeInstanceOf(z.ZodMiniType);
    expect(Object.keys(FAMILIES)).toContain(e.family);
    if (e.family !== 'raw') expect(e.successCodes.length).toBeGreaterThan(0);
    expect([SHORT_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, SLOW_HOST_TIMEOUT_MS]).toContain(e.timeoutMs);
    for (const rule of e.headers) expect(Object.keys(HEADER_RULES)).toContain(rule);
    for (const rule of e.optionalHeaders) expect(Object.keys(OPTIONAL_HEADER_RULES)).toContain(rule);
    if (e.pathSource === 'chosen') expect(e.note, `${e.id} must say why its path was chosen`).toBeTruthy();
  });

  it('member and crm calls default to 60 s, others to 20 s', () => {
    for (const e of ALL_ENDPOINTS) {
      if (e.timeoutMs === SHORT_TIMEOUT_MS) continue;
      const expected = e.host === 'member' || e.host === 'crm' ? SLOW_HOST_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
      expect(e.timeoutMs, e.id).toBe(expected);
    }
  });

  it('ids are unique', () => {
    const ids = ALL_ENDPOINTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('host + method + path are unique', () => {
    const routes = ALL_ENDPOINTS.map((e) => `${e.host} ${e.method} ${e.path}`);
    const dupes = routes.filter((r, i) => routes.indexOf(r) !== i);
    expect(dupes).toEqual([]);
  });

  it('every domain object is registered and non-empty', () => {
    for (const [name, domain] of Object.entries(endpoints)) {
      expect(Object.keys(domain).length, name).toBeGreaterThan(0);
    }
  });
});
