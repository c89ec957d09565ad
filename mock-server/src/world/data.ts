/**
 * Where default answers come from: the fixtures' successData(endpoint, persona, now). Building data runs
 * a seeded faker, so results are cached per (endpoint, persona, user, second of virtual time); the cache is
 * bounded. Cached values are shared: the pipeline only serialises them, and handlers get a clone. Values handlers
 * memoise are shared too (read-only by contract), so an answer built once is checked and serialised once.
 */
import type { Persona } from '@wonder/fixtures';
import { successData } from '@wonder/fixtures';

export type DataFor = (endpointId: string, persona: Persona, now: number) => unknown;

export interface DataSource {
  /** Shared, do not mutate. */
  get(endpointId: string, persona: Persona, now: number): unknown;
  /** A private copy. */
  copy(endpointId: string, persona: Persona, now: number): unknown;
  /** Process-wide bounded memo for handlers (HandlerContext.memo). */
  memo<T>(key: string, build: () => T): T;
  /**
   * Mark a shared value as validated against the reply schema of `endpointId`, or ask whether it is.
   * Shared values never change, so one validation covers every reply that sends them unchanged.
   */
  markValid(endpointId: string, value: unknown): void;
  isValid(endpointId: string, value: unknown): boolean;
  /** JSON text of a value; a shared value is serialised once (the home list is ~20 kB of JSON). */
  json(value: unknown): string;
}

export function createDataSource(dataFor: DataFor = successData, cap = 2000): DataSource {
  const cache = new Map<string, unknown>();
  const memo = new Map<string, unknown>();
  const shared = new WeakSet<object>();
  const valid = new WeakMap<object, string>();
  const texts = new WeakMap<object, string>();
  const remember = (value: unknown) => {
    if (typeof value === 'object' && value !== null) shared.add(value);
    return value;
  };
  const get = (endpointId: string, persona: Persona, now: number) => {
    const key = `${endpointId}\u0000${persona.id}\u0000${persona.userId}\u0000${Math.floor(now / 1000)}`;
    if (cache.has(key)) return cache.get(key);
    const value = remember(dataFor(endpointId, persona, now));
    if (cache.size >= cap) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
    return value;
  };
  return {
    get,
    copy: (endpointId, persona, now) => structuredClone(get(endpointId, persona, now)),
    memo<T>(key: string, build: () => T): T {
      if (memo.has(key)) return memo.get(key) as T;
      // Read-only like the fixtures' values (HandlerContext.memo): shared, so a handler answering one is
      // validated and serialised once, not on every request.
      const value = remember(build()) as T;
      if (memo.size >= cap) memo.delete(memo.keys().next().value as string);
      memo.set(key, value);
      return value;
    },
    markValid(endpointId, value) {
      if (typeof value === 'object' && value !== null && shared.has(value)) valid.set(value, endpointId);
    },
    isValid(endpointId, value) {
      return typeof value === 'object' && value !== null && valid.get(value) === endpointId;
    },
    json(value) {
      if (typeof value !== 'object' || value === null || !shared.has(value))
        return JSON.stringify(value) ?? 'null';
      let text = texts.get(value);
      if (text === undefined) {
        text = JSON.stringify(value);
        texts.set(value, text);
      }
      return text;
    },
  };
}
