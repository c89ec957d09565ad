import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdminClient } from '@wonder/contracts/admin/client';
import { describe, expect, it, vi } from 'vitest';
import { DebugConsole } from '../debug/DebugConsole';
import { ensureSessionId, readSessionCookie } from '../debug/mock-session';
import { DEFAULT_SHELL_SETTINGS } from '../simulated-shell';

describe('simulator admin calls of the debug console', () => {
  it("reads the catalogue and switches this browser's session with the typed admin client", async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const fetchStub = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(url), init]);
      if (String(url).endsWith('/__mock/scenarios')) {
        return Response.json({
          groups: ['identity'],
          scenarios: [{ id: 'default', title: 'Default', titleZh: '默认', group: 'identity' }],
        });
      }
      return Response.json({ session: 's 1', scenarios: ['tourist'], persona: 'tourist' });
    });
    const admin = createAdminClient({ baseUrl: 'http://sim.test/', session: 's 1', fetch: fetchStub });
    expect((await admin.scenarios()).scenarios).toEqual([
      expect.objectContaining({ id: 'default', titleZh: '默认' }),
    ]);
    expect((await admin.sessionScenarios()).scenarios).toEqual(['tourist']);
    await admin.setScenarios({ scenarios: ['tourist'] });
    expect(calls.at(-1)).toEqual([
      'http://sim.test/__mock/sessions/s%201/scenarios',
      expect.objectContaining({ method: 'PUT', body: '{"scenarios":["tourist"]}' }),
    ]);
    expect(calls[1]?.[0]).toBe('http://sim.test/__mock/sessions/s%201/scenarios');
  });

  it('creates the mock-session cookie once', () => {
    // A stand-in document: assigning cookie stores the whole Set-Cookie-like string.
    const doc = { cookie: '' } as Document;
    expect(readSessionCookie(doc)).toBeNull();
    const id = ensureSessionId(doc);
    expect(id).toMatch(/^qa-/);
    expect(doc.cookie).toContain('path=/');
    expect(readSessionCookie(doc)).toBe(id);
    expect(ensureSessionId(doc)).toBe(id);
  });
});

describe('DebugConsole', () => {
  it('shows versions, the session scenarios and reports a switch', async () => {
    const onSwitchScenario = vi.fn();
    const onShellChange = vi.fn();
    render(
      <DebugConsole
        visible
        inline
        info={[{ label: 'H5版本', value: '1.30.84' }]}
        scenarios={{
          status: 'ready',
          sessionId: 'qa-1',
          current: ['default'],
          items: [
            { id: 'default', title: '正式学员', group: 'identity' },
            { id: 'tourist', title: '游客', description: 'not logged in', group: 'identity' },
          ],
        }}
        shell={DEFAULT_SHELL_SETTINGS}
        onSwitchScenario={onSwitchScenario}
        onShellChange={onShellChange}
      />,
    );
    expect(screen.getByText('1.30.84')).toBeInTheDocument();
    expect(screen.getByText(/qa-1/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('tourist'));
    expect(onSwitchScenario).toHaveBeenCalledWith('tourist');
    await userEvent.click(screen.getByText('default'));
    expect(onSwitchScenario).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('switch'));
    expect(onShellChange).toHaveBeenCalledWith(expect.objectContaining({ enabled: true }));
  });
});
