import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DebugConsole } from '../debug/DebugConsole';
import { createMockAdmin, ensureSessionId, readSessionCookie } from '../debug/mock-admin';
import { DEFAULT_SHELL_SETTINGS } from '../simulated-shell';

describe('mock admin client', () => {
  it('reads the simulator catalogue shape and switches this session', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const fetchStub = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(url), init]);
      if (String(url).endsWith('/__mock/scenarios')) {
        return Response.json({
          groups: ['identity'],
          scenarios: [{ id: 'default', title: 'Default', titleZh: '默认', group: 'identity' }],
        });
      }
      return Response.json({ scenarios: ['tourist'] });
    });
    const admin = createMockAdmin('http://sim.test/', fetchStub as typeof fetch);
    expect(await admin.scenarios()).toEqual([expect.objectContaining({ id: 'default', titleZh: '默认' })]);
    expect(await admin.sessionScenarios('s 1')).toEqual(['tourist']);
    await admin.setScenarios('s1', ['tourist']);
    expect(calls.at(-1)).toEqual([
      'http://sim.test/__mock/sessions/s1/scenarios',
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
    expect(screen.getByText('1.30.84')).toBeDefined();
    expect(screen.getByText(/qa-1/)).toBeDefined();
    await userEvent.click(screen.getByText('tourist'));
    expect(onSwitchScenario).toHaveBeenCalledWith('tourist');
    await userEvent.click(screen.getByText('default'));
    expect(onSwitchScenario).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('switch'));
    expect(onShellChange).toHaveBeenCalledWith(expect.objectContaining({ enabled: true }));
  });
});
