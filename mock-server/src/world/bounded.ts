/**
 * Map and Set that never hold more than their cap: adding past it drops the oldest entry (insertion order).
 * String keys longer than SESSION_CAPS.keyChars are stored as their hash, so a client choosing huge names
 * cannot grow a session either. Subclasses of the built-ins, so handlers use them as plain Maps and Sets.
 */
import { createHash } from 'node:crypto';
import { SESSION_CAPS } from '../caps';

/** The key as stored: itself, or `sha256:<hex>` when longer than SESSION_CAPS.keyChars. */
export function boundedKey<K>(key: K): K {
  if (typeof key !== 'string' || key.length <= SESSION_CAPS.keyChars) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}` as K;
}

/** Keys set or deleted since the last look, or 'all' (cleared, changed in place, or more than the cap). */
export type Changes<K> = Set<K> | 'all';

export class BoundedMap<K, V> extends Map<K, V> {
  /**
   * With `tracked`, which keys changed since `takeChanges` was last called: the Redis store writes only those
   * (store/redis-backend.ts). Never more than `cap` keys: past that it is 'all'.
   */
  private changes: Changes<K> | null;

  constructor(
    readonly cap: number,
    tracked = false,
  ) {
    super();
    this.changes = tracked ? new Set() : null;
  }

  override set(key: K, value: V): this {
    const k = boundedKey(key);
    if (!super.has(k) && this.size >= this.cap) {
      const oldest = this.keys().next().value as K;
      super.delete(oldest);
      this.changed(oldest);
    }
    this.changed(k);
    return super.set(k, value);
  }

  override clear(): void {
    if (this.changes) this.changes = 'all';
    super.clear();
  }

  /** A value was changed in place: everything is to be written again. */
  touchAll(): void {
    if (this.changes) this.changes = 'all';
  }

  /** What changed since the last call (tracked maps only; 'all' otherwise), and start afresh. */
  takeChanges(): Changes<K> {
    const changes = this.changes ?? 'all';
    if (this.changes) this.changes = new Set();
    return changes;
  }

  private changed(key: K): void {
    const c = this.changes;
    if (!c || c === 'all') return;
    c.add(key);
    if (c.size > this.cap) this.changes = 'all';
  }

  override get(key: K): V | undefined {
    return super.get(boundedKey(key));
  }

  override has(key: K): boolean {
    return super.has(boundedKey(key));
  }

  override delete(key: K): boolean {
    const k = boundedKey(key);
    const deleted = super.delete(k);
    if (deleted) this.changed(k);
    return deleted;
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
