/**
 * A render's value kept as the previous render's while it is deep-equal to it (TanStack Query's structural
 * sharing, its `replaceEqualDeep`, applied to what a container hands its view): a memoised part of the view
 * whose data did not change sees the same objects and does not render again when another part's call answers.
 * For plain data (objects, arrays, primitives); handlers keep their identity with lib/stable-handler.ts.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { useRef } from 'react';

export function useStructuralValue<T>(value: T): T {
  const kept = useRef(value);
  // Pure and idempotent: a render React throws away leaves the value it would have kept anyway.
  kept.current = replaceEqualDeep(kept.current, value);
  return kept.current;
}
