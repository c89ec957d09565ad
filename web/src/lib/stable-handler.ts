/**
 * A handler whose identity never changes but which always runs the latest render's code (React's proposed
 * useEffectEvent, for event handlers): memoised sections receive it without re-rendering when the page does.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any handler's parameters
export function useStableHandler<A extends any[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
