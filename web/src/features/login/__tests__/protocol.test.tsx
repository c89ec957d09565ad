/** The agreement documents (doc 1 §2 routes; item 17 of issue 25): which document, sanitised, every state. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessError, renderScreen, scriptedClient } from '../../../test/support';
import { sanitizeHtml } from '../api/sanitize';
import { ProtocolPage } from '../containers/ProtocolPage';
import { protocolTypeFor } from '../rules/protocol';

const UNSAFE =
  '<h2>一、范围</h2><p>正文</p><script>window.__ran = 1</script><img src="x" alt="" onerror="window.__ran = 2">' +
  '<a href="javascript:window.__ran = 3">链接</a><style>body{display:none}</style><p style="color:red">样式</p>';

describe('agreement documents', () => {
  it.each([
    ['/userAgreement', '', 'userAgreement'],
    ['/userPrivacy', '?type=userAgreement', 'userPrivacy'],
    ['/userChildrenPrivacy', '', 'userChildrenPrivacy'],
    ['/protocol', '?type=userChildrenPrivacy', 'userChildrenPrivacy'],
    ['/protocol', '?type=nonsense', 'userAgreement'],
    ['/protocol', '', 'userAgreement'],
  ])('%s%s shows %s', (path, search, type) => {
    expect(protocolTypeFor(path, search)).toBe(type);
  });

  it('the sanitiser keeps the text and drops everything that can run script', async () => {
    const safe = await sanitizeHtml(UNSAFE);
    expect(safe).toContain('<h2>一、范围</h2><p>正文</p>');
    expect(safe).toContain('样式');
    expect(safe).not.toMatch(/<script|onerror|javascript:|<style|style=/i);
  });

  it('shows the served document, sanitised, with its title and date', async () => {
    const { client, callsTo } = scriptedClient({
      'app.getProtocol': ({ query }) => ({
        type: (query as { type: 'userPrivacy' }).type,
        title: '隐私政策',
        content: UNSAFE,
        effectiveDate: '2026-01-01',
      }),
    });
    const { container } = renderScreen(<ProtocolPage />, '/userPrivacy', { api: client });
    expect(await screen.findByRole('article', { name: '隐私政策' })).toBeInTheDocument();
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(screen.getByText('生效日期：2026-01-01')).toBeInTheDocument();
    expect(container.querySelector('script, style, [onerror], [href^="javascript"]')).toBeNull();
    expect((window as Window & { __ran?: number }).__ran).toBeUndefined();
    expect(callsTo('app.getProtocol').map((c) => c.options.query)).toEqual([{ type: 'userPrivacy' }]);
  });

  it('a failed load shows the failed state with a reload', async () => {
    const { client } = scriptedClient({
      'app.getProtocol': () => {
        throw businessError('app.getProtocol', '50000000', '服务繁忙');
      },
    });
    renderScreen(<ProtocolPage />, '/protocol', { api: client });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '用户协议', level: 1 })).toBeInTheDocument();
  });
});
