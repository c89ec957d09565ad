import { sessionEndpoints } from '@wonder/contracts';
import { ApiBusinessError, type ApiError, ApiNetworkError } from '@wonder/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { createAppClient } from '../client';
import { type AnswerDecision, createErrorPolicy } from '../errors';
import type { ToastOptions } from '../ui';
import { createUserStore } from '../user-store';

/**
 * A stand-in for the error table (domain/error-policy.ts, tested there), answering later as the app's lazily
 * loaded table does: the verdicts are scripted by endpoint.
 */
const VERDICTS: Readonly<Record<string, AnswerDecision>> = {
  'member.pwdLogin': { kind: 'toast', message: '账号或密码错误' },
  'member.verificationLogin': { kind: 'quiet' },
  'app.getAuthToken': { kind: 'log' },
};
const decideAnswer = async (error: ApiError): Promise<AnswerDecision> =>
  VERDICTS[error.endpointId] ?? { kind: 'toast', message: 'unscripted' };

function harness(path = '/index') {
  const toasts: ToastOptions[] = [];
  const store = createUserStore(false);
  store.setUser({ token: 't-1', userId: 'u-1', time: 1, openId: 'o-1' });
  const navigate = vi.fn();
  const log = vi.fn();
  let t = 0;
  const handler = createErrorPolicy({
    decideAnswer,
    feedback: { toast: (o) => toasts.push(o) },
    logout: () => store.logout(),
    navigate,
    currentPath: () => path,
    log,
    now: () => t,
  });
  return { handler, toasts, store, navigate, log, advance: (ms: number) => (t += ms) };
}

const expiry = (code: string, ignores = false) =>
  new ApiBusinessError('app', 'app.getPersonInfo', code, '登录失效', 401, {}, ignores);

describe('the error policy', () => {
  it.each(['1000010', '1000014', '10000004'])(
    'expiry code %s → user cleared (openId kept), /login',
    (code) => {
      const h = harness();
      h.handler(expiry(code));
      expect(h.store.getState().user).toBeNull();
      expect(h.store.getState().openId).toBe('o-1');
      expect(h.store.studentStatus()).toBe('TOURIST');
      expect(h.navigate).toHaveBeenCalledWith('/login', { replace: true });
      expect(h.toasts[0]?.content).toBe('登录状态失效');
    },
  );

  it('the visitor auth-token call does not log out', () => {
    const h = harness();
    h.handler(expiry('1000010', true));
    expect(h.store.getState().user?.token).toBe('t-1');
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('already on /login: cleared, no second navigation', () => {
    const h = harness('/login');
    h.handler(expiry('1000014'));
    expect(h.store.getState().user).toBeNull();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('timeout → 网络超时 / 请检查网络是否正常', () => {
    const h = harness();
    h.handler(new ApiNetworkError('app', 'app.getTabConfig', 'timeout'));
    expect(h.toasts).toEqual([{ title: '网络超时', content: '请检查网络是否正常' }]);
  });

  it.each(['member', 'crm'] as const)('%s network failure → 网络异常 at the top for 2 s', (host) => {
    const h = harness();
    h.handler(new ApiNetworkError(host, `${host}.x`, 'network'));
    expect(h.toasts).toEqual([{ content: '网络异常', position: 'top', duration: 2000 }]);
  });

  it('a call the app cancelled itself (a query nobody shows any more) says and logs nothing', () => {
    const h = harness();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    h.handler(new ApiNetworkError('member', 'member.x', 'network', undefined, aborted));
    expect(h.toasts).toEqual([]);
    expect(h.log).not.toHaveBeenCalled();
  });

  it('a call not sent because its login had ended (the client refuses it: no-login) says and logs nothing', () => {
    const h = harness();
    h.handler(new ApiNetworkError('member', 'member.x', 'no-login'));
    h.handler(new ApiNetworkError('app', 'app.getPersonInfo', 'no-login'));
    expect(h.toasts).toEqual([]);
    expect(h.log).not.toHaveBeenCalled();
  });

  it('other hosts: a network failure is only logged', () => {
    const h = harness();
    h.handler(new ApiNetworkError('app', 'app.x', 'network'));
    expect(h.toasts).toEqual([]);
    expect(h.log).toHaveBeenCalled();
  });

  it('one toast for a burst of identical failures', () => {
    const h = harness();
    h.handler(new ApiNetworkError('app', 'a', 'timeout'));
    h.handler(new ApiNetworkError('app', 'b', 'timeout'));
    expect(h.toasts).toHaveLength(1);
    h.advance(2000);
    h.handler(new ApiNetworkError('app', 'c', 'timeout'));
    expect(h.toasts).toHaveLength(2);
  });

  it("a business failure toasts the table's text once (the table answering later)", async () => {
    const h = harness();
    h.handler(new ApiBusinessError('member', 'member.pwdLogin', 100002, '账号或密码错误', 200, {}));
    h.handler(new ApiBusinessError('member', 'member.pwdLogin', 100002, '账号或密码错误', 200, {}));
    await vi.waitFor(() => expect(h.toasts).toEqual([{ content: '账号或密码错误' }]));
    expect(h.store.getState().user).not.toBeNull();
  });

  it('a failure the table leaves to the screen says nothing; one it logs is logged', async () => {
    const h = harness();
    h.handler(new ApiBusinessError('member', 'member.verificationLogin', 100088, '设备数超限', 200, {}));
    h.handler(new ApiBusinessError('app', 'app.getAuthToken', '500', '转换失败', 200, {}, true));
    await vi.waitFor(() => expect(h.log).toHaveBeenCalledTimes(1));
    expect(h.toasts).toEqual([]);
  });

  it('expiry and network failures are the same for every call, whatever its entry', () => {
    const h = harness();
    h.handler(new ApiNetworkError('app', 'app.listUnclaimedAward', 'timeout'));
    expect(h.toasts).toEqual([{ title: '网络超时', content: '请检查网络是否正常' }]);
    h.handler(new ApiBusinessError('member', 'member.pwdLogin', '1000014', '登录失效', 200, {}));
    expect(h.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});

describe('the app client wired to the mapping', () => {
  it('an expiry answer from the server clears the user and goes to /login', async () => {
    const h = harness();
    const fetchStub = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: '1000014', message: 'token invalid', count: null, data: null }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createAppClient({ store: h.store, onError: h.handler, fetch: fetchStub as typeof fetch });
    await expect(
      client.call(sessionEndpoints.getPersonInfo, { query: { token: 't-1' } }),
    ).rejects.toBeInstanceOf(ApiBusinessError);
    const request = (fetchStub.mock.calls[0] as unknown as [Request])[0];
    expect(request.url).toContain('/app/v1/personalCenter/getPersonInfo');
    expect(request.headers.get('token')).toBe('t-1');
    expect(h.store.getState().user).toBeNull();
    expect(h.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
