/**
 * Map and Set that never hold more than their cap: adding past it drops the oldest entry (insertion order).
 * String keys longer than SESSION_CAPS.keyChars are stored as their hash, so a client choosing huge names
 * cannot grow a session either. Subclasses of the built-ins, so handlers use them as plain Maps and Sets.
 */
import { createHash } from 'node:crypto';
import { SESSION_CAPS } from './caps';

/** The key as stored: itself, or `sha256:<hex>` when longer than SESSION_CAPS.keyChars. */
export function boundedKey<K>(key: K): K {
  if (typeof key !== 'string' || key.length <= SESSION_CAPS.keyChars) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}` as K;
}

export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly cap: number) {
    super();
  }

  override set(key: K, value: V): this {
    const k = boundedKey(key);
    if (!super.has(k) && this.size >= this.cap) super.delete(this.keys().next().value as K);
    return super.set(k, value);
  }

  override get(key: K): V | undefined {
    return super.get(boundedKey(key));
  }

  override has(key: K): boolean {
    return super.has(boundedKey(key));
  }

  override delete(key: K): boolean {
    return super.delete(boundedKey(key));
  }
}

export class BoundedSet<T> extends Set<T> {
  constructor(readonly cap: number) {
    super();
  }

  override add(value: T): this {
    const v = boundedKey(value);
    if (!super.has(v) && this.size >= this.cap) super.delete(this.values().next().value as T);
    return super.add(v);
  }

  override has(value: T): boolean {
    return super.has(boundedKey(value));
  }

  override delete(value: T): boolean {
    return super.delete(boundedKey(value));
  }
}
