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

  it("open on a phone: asks for the link, then shows it and the simulator's QR code as a picture", async () => {
    const onOpenOnPhone = vi.fn();
    const props = {
      visible: true,
      inline: true,
      info: [],
      scenarios: { status: 'loading', sessionId: 'qa-1', current: [], items: [] },
      shell: DEFAULT_SHELL_SETTINGS,
      onOpenOnPhone,
    } as const;
    const { rerender } = render(<DebugConsole {...props} phoneLink={{ status: 'idle' }} />);
    expect(screen.queryByRole('img', { name: '本会话链接的二维码' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '生成链接和二维码' }));
    expect(onOpenOnPhone).toHaveBeenCalledTimes(1);
    const url = 'http://192.168.1.5:4100/__mock/open?id=l-abc123&grant=g';
    const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
    rerender(
      <DebugConsole
        {...props}
        phoneLink={{ status: 'ready', url, qrSvg, expiresAt: '2026-11-28T10:15:00Z', granted: true }}
      />,
    );
    const qr = screen.getByRole('img', { name: '本会话链接的二维码' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`);
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(screen.getByText(/含本会话的临时授权/)).toBeInTheDocument();
    // A LAN link: nothing to warn of; the button now makes a new one.
    expect(screen.queryByText(/手机打不开/)).toBeNull();
    expect(screen.getByRole('button', { name: '生成新链接' })).toBeInTheDocument();
    // A link naming this machine only: a phone cannot open it, and the console says so.
    rerender(
      <DebugConsole
        {...props}
        phoneLink={{
          status: 'ready',
          url: 'http://127.0.0.1:4010/__mock/open?id=l-abc123',
          qrSvg,
          expiresAt: '2026-11-28T10:15:00Z',
          granted: false,
        }}
      />,
    );
    expect(screen.getByText(/手机打不开.*--host 0\.0\.0\.0/)).toBeInTheDocument();
    rerender(<DebugConsole {...props} phoneLink={{ status: 'error', error: 'HTTP 403' }} />);
    expect(screen.getByText('无法生成链接')).toBeInTheDocument();
    expect(screen.getByText('HTTP 403')).toBeInTheDocument();
  });

  it('no simulator to ask: no phone section', () => {
    render(
      <DebugConsole
        visible
        inline
        info={[]}
        scenarios={{ status: 'loading', sessionId: 'qa-1', current: [], items: [] }}
        shell={DEFAULT_SHELL_SETTINGS}
      />,
    );
    expect(screen.queryByRole('button', { name: '生成链接和二维码' })).toBeNull();
  });
});
