import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pressBack, useBackPress } from '../back-press';

describe('back-press', () => {
  it('goes back when no page claims the press', () => {
    const back = vi.fn();
    pressBack(back);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('asks the latest page first; a handled press does not go back, an unhandled one does', () => {
    let handles = true;
    const pageBack = vi.fn();
    const hook = renderHook(() => useBackPress(() => handles, pageBack));
    const shellBack = vi.fn();
    pressBack(shellBack);
    expect(shellBack).not.toHaveBeenCalled();
    hook.result.current();
    expect(pageBack).not.toHaveBeenCalled();
    handles = false;
    pressBack(shellBack);
    hook.result.current();
    expect(shellBack).toHaveBeenCalledTimes(1);
    expect(pageBack).toHaveBeenCalledTimes(1);
    hook.unmount();
    handles = true;
    pressBack(shellBack);
    expect(shellBack).toHaveBeenCalledTimes(2);
  });
});
