import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishNavbarText, useNavbarText } from '../navbar-text';

describe('the navbar text home publishes for the shell', () => {
  it('follows what home publishes; blank text is none, so the default greeting shows', () => {
    const { result } = renderHook(() => useNavbarText());
    expect(result.current).toBeNull();
    act(() => publishNavbarText(' 欢迎回来 '));
    expect(result.current).toBe('欢迎回来');
    act(() => publishNavbarText('   '));
    expect(result.current).toBeNull();
  });
});
