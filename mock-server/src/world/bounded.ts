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

/**
 * The insertion order of a bounded Map's or Set's keys, kept beside it so that the oldest is found in O(1).
 * Asking the collection itself (`keys().next()`) is not: V8 leaves a deleted entry's slot in its table until
 * the next rehash, and the iterator steps over every one of them from the start, so a full collection that
 * drops its oldest on each add walks up to its cap of holes per add. That was ~1 µs of every password login
 * (the tokens, 1,000 of them) in the login bench. `set` of a key already held keeps its place, as in a Map.
 */
class InsertionOrder<K> {
  private keys: (K | undefined)[] = [];
  private head = 0;
  /** False once a key left other than as the oldest (a delete): the order is read again from the collection. */
  private exact = true;

  added(key: K): void {
    if (this.exact) this.keys.push(key);
  }

  /** A key was deleted: where it stood is not looked for; the order is rebuilt when next needed. */
  deleted(): void {
    this.exact = false;
    this.keys = [];
    this.head = 0;
  }

  cleared(): void {
    this.keys = [];
    this.head = 0;
    this.exact = true;
  }

  /** The oldest key of `collection` (not empty), taken out of the order; the caller deletes it. */
  takeOldest(collection: { keys(): IterableIterator<K> }): K {
    if (!this.exact) {
      this.keys = [...collection.keys()];
      this.head = 0;
      this.exact = true;
    }
    const oldest = this.keys[this.head] as K;
    this.keys[this.head++] = undefined;
    // Now and then the array is cut down to the keys still in it (at most about twice the collection's size).
    if (this.head > 64 && this.head * 2 > this.keys.length) {
      this.keys = this.keys.slice(this.head);
      this.head = 0;
    }
    return oldest;
  }
}

/** Keys set or deleted since the last look, or 'all' (cleared, changed in place, or more than the cap). */
export type Changes<K> = Set<K> | 'all';

export class BoundedMap<K, V> extends Map<K, V> {
  /**
   * With `tracked`, which keys changed since `takeChanges` was last called: the Redis store writes only those
   * (store/redis-backend.ts). Never more than `cap` keys: past that it is 'all'.
   */
  private changes: Changes<K> | null;
  private readonly order = new InsertionOrder<K>();

  constructor(
    readonly cap: number,
    tracked = false,
  ) {
    super();
    this.changes = tracked ? new Set() : null;
  }

  override set(key: K, value: V): this {
    const k = boundedKey(key);
    if (!super.has(k)) {
      if (this.size >= this.cap) {
        const oldest = this.order.takeOldest(this);
        super.delete(oldest);
        this.changed(oldest);
      }
      this.order.added(k);
    }
    this.changed(k);
    return super.set(k, value);
  }

  override clear(): void {
    if (this.changes) this.changes = 'all';
    this.order.cleared();
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
    if (deleted) {
      this.changed(k);
      this.order.deleted();
    }
    return deleted;
  }
}

export class BoundedSet<T> extends Set<T> {
  private readonly order = new InsertionOrder<T>();

  constructor(readonly cap: number) {
    super();
  }

  override add(value: T): this {
    const v = boundedKey(value);
    if (!super.has(v)) {
      if (this.size >= this.cap) super.delete(this.order.takeOldest(this));
      this.order.added(v);
    }
    return super.add(v);
  }

  override has(value: T): boolean {
    return super.has(boundedKey(value));
  }

  override delete(value: T): boolean {
    const deleted = super.delete(boundedKey(value));
    if (deleted) this.order.deleted();
    return deleted;
  }

  override clear(): void {
    this.order.cleared();
    super.clear();
  }
}
