import type { ComponentType } from 'react';
import { findRoute, type RoutePath } from '../lib/routes';
import { screenOf } from './screens';

/** Lazy screens with the chunk load timeout of doc 1 §9 (120000 ms): a stalled chunk becomes an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`screen chunk did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/**
 * Screens already loaded, by route: the router renders them directly, so a screen whose chunk arrived
 * before its first render (preloadScreen) never suspends — a hydrating page then swaps nothing for a
 * loading screen.
 */
export const loadedScreens = new Map<RoutePath, ComponentType>();

/** Loads the screen of a pathname (nothing when it has none) and keeps it for the router. */
export function preloadScreen(pathname: string): Promise<void> {
  const path = findRoute(pathname)?.path;
  const load = path ? screenOf(path) : undefined;
  if (!path || !load) return Promise.resolve();
  return withChunkTimeout(load)().then((screen) => {
    loadedScreens.set(path, screen);
  });
}
