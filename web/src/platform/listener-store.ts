/**
 * One value that components and modules watch: the app's few module-level states (the environment, the
 * user, the startup, the first view, the navbar text, the growth session) are each one of these, read in
 * React through useSyncExternalStore. It lives in platform/, the lowest layer with code, because the
 * environment is one of them; every layer above may use it.
 */
import { useSyncExternalStore } from 'react';

export interface ListenerStore<T> {
  get(): T;
  /** Replaces the value and tells every listener; the same value (Object.is) changes nothing. */
  set(next: T): void;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createListenerStore<T>(initial: T): ListenerStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The part of the store's value `select` picks (it must return the same value for the same state), in a
 * component re-rendered when it changes. `serverValue`: what the prerendered frame and hydration read, when it
 * is not the current value.
 */
export function useListenerStore<T, S>(
  store: ListenerStore<T>,
  select: (value: T) => S,
  serverValue: () => S = () => select(store.get()),
): S {
  return useSyncExternalStore(store.subscribe, () => select(store.get()), serverValue);
}
