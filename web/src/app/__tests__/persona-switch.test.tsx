/**
 * The control page's persona switch reaches the app (issue 39): it posts on MOCK_PERSONA_CHANNEL, and the app's
 * debug tooling (non-production builds) starts over for its own session only; the startup's status lookup then
 * saves the account as it now is (startup.test.ts).
 */

import { renderHook, waitFor } from '@testing-library/react';
import { MOCK_PERSONA_CHANNEL, type MockPersonaSwitched } from '@wonder/contracts/admin/client';
import { describe, expect, it, vi } from 'vitest';
import { usePersonaSwitch } from '../DebugHost';

const post = (message: MockPersonaSwitched) => {
  const channel = new BroadcastChannel(MOCK_PERSONA_CHANNEL);
  channel.postMessage(message);
  channel.close();
};

describe('a persona switch on the control page', () => {
  it('makes the app of that session start over, and no other', async () => {
    const onSwitch = vi.fn();
    const { unmount } = renderHook(() => usePersonaSwitch(onSwitch, () => 'qa-1'));
    post({ type: 'persona-switched', session: 'qa-2', persona: 'trial-y' });
    post({ type: 'persona-switched', session: 'qa-1', persona: 'trial-y' });
    await waitFor(() => expect(onSwitch).toHaveBeenCalledTimes(1));
    unmount();
  });

  it('a browser without a session cookie is in the default session', async () => {
    const onSwitch = vi.fn();
    const { unmount } = renderHook(() => usePersonaSwitch(onSwitch, () => null));
    post({ type: 'persona-switched', session: 'default', persona: 'tourist' });
    await waitFor(() => expect(onSwitch).toHaveBeenCalledTimes(1));
    unmount();
  });
});
