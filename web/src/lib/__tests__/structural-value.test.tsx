import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStructuralValue } from '../structural-value';

describe('useStructuralValue', () => {
  it('keeps the previous objects while the new value is deep-equal, and takes the new parts that changed', () => {
    const first = { header: { title: 'a', stars: 1 }, tiles: [{ kind: 'loading' }] };
    const { result, rerender } = renderHook(({ v }) => useStructuralValue(v), { initialProps: { v: first } });
    expect(result.current).toBe(first);

    rerender({ v: { header: { title: 'a', stars: 1 }, tiles: [{ kind: 'loading' }] } });
    expect(result.current).toBe(first);

    rerender({ v: { header: { title: 'a', stars: 1 }, tiles: [{ kind: 'value' }] } });
    expect(result.current).not.toBe(first);
    expect(result.current.header).toBe(first.header);
    expect(result.current.tiles).toEqual([{ kind: 'value' }]);
  });
});
