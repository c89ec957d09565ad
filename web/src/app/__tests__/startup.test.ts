import type { EndpointId } from '@wonder/contracts';
import { ApiBusinessError } from '@wonder/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { createUserStore } from '../../lib/user-store';
import { detectEnvironment } from '../../platform/env';
import { runStartup, type StartupDeps } from '../startup';

const WEB = detectEnvironment({ userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148' });
const WECHAT = detectEnvironment({ userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0' });
const MINI = detectEnvironment({ userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0 miniProgram' });
const APP = detectEnvironment({ userAgent: 'Mozilla/5.0 (iPhone) WonderParent/2.0.0 (iOS)' });

const official = {
  studentStatus: 'OFFICIAL_STUDENT',
  studentAuditionStatusEnums: null,
  step: 'L3-1-1',
  payedStudentStatusText: null,
};
const user = { token: 'tk', userId: 'u1', time: 1, openId: 'open-1' };

const answerSystemInfo = () => ({
  appVersion: '2.4.0',
  system: 'iOS',
  systemVersion: '17',
  phoneModel: 'p',
  channel: '101',
  appDeviceId: 'd',
  appName: 'a',
});
const answerShellUser = () => ({ ...user, ...official });
const neverAnswer = () => {
  throw new Error('timeout');
};

type Handler = (options: { query?: unknown; body?: unknown }) => unknown;

function setup(
  over: Partial<StartupDeps> & {
    api?: Partial<Record<EndpointId, Handler>>;
    shell?: Record<string, Handler>;
  } = {},
) {
  const store = createUserStore(false);
  const apiCalls: string[] = [];
  const client = {
    call: vi.fn(async (endpoint: { id: EndpointId }, options: { query?: unknown; body?: unknown } = {}) => {
      apiCalls.push(endpoint.id);
      const h = over.api?.[endpoint.id];
      if (!h) throw new Error(`unexpected call ${endpoint.id}`);
      return h(options);
    }),
  };
  const bridge = {
    call: vi.fn(async (method: string, params: unknown) => {
      const h = over.shell?.[method];
      if (!h) return {};
      return h({ body: params });
    }),
  };
  const log = vi.fn();
  const deps: StartupDeps = {
    env: WEB,
    bridge: bridge as never,
    client: client as never,
    store,
    search: '',
    log,
    ...over,
  };
  return { deps, store, apiCalls, bridge, log };
}

describe('startup', () => {
  it('web, stored login: status lookup sets the student status', async () => {
    const s = setup({ api: { 'app.getAuthTokenExt': () => ({ ...user, ...official }) } });
    s.store.setUser(user);
    const result = await runStartup(s.deps);
    expect(result).toMatchObject({ userSource: 'stored', statusLookupFailed: false });
    expect(s.store.studentStatus()).toBe('OFFICIAL_STUDENT');
  });

  it('web, stored login: the status lookup saves the account as it is now (issue 39: a persona switch)', async () => {
    const now = { ...user, userId: 'u2', userName: 'Another', ...official };
    const s = setup({ api: { 'app.getAuthTokenExt': () => now } });
    s.store.setUser({ ...user, userName: 'Before' });
    await runStartup(s.deps);
    expect(s.store.getState().user).toMatchObject({
      token: 'tk',
      time: 1,
      userId: 'u2',
      userName: 'Another',
    });
    expect(s.store.studentStatus()).toBe('OFFICIAL_STUDENT');
  });

  it('status lookup failing with a global expiry code is reported, so the app goes to /login', async () => {
    const s = setup({
      api: {
        'app.getAuthTokenExt': () => {
          throw new ApiBusinessError('app', 'app.getAuthTokenExt', '1000010', 'expired', 401, {});
        },
      },
    });
    s.store.setUser(user, official as never);
    const result = await runStartup(s.deps);
    expect(result).toMatchObject({ statusLookupFailed: true, statusLookupExpired: true });
  });

  it('status lookup failure → user cleared (openId kept), TOURIST', async () => {
    const s = setup({
      api: {
        'app.getAuthTokenExt': () => {
          throw new ApiBusinessError('app', 'app.getAuthTokenExt', '500', 'x', 200, {});
        },
      },
    });
    s.store.setUser(user, official as never);
    const result = await runStartup(s.deps);
    expect(result.statusLookupFailed).toBe(true);
    expect(result.statusLookupExpired).toBe(false);
    expect(s.store.getState()).toMatchObject({
      user: null,
      openId: 'open-1',
      student: { studentStatus: 'TOURIST' },
    });
  });

  it('no token: TOURIST, no calls', async () => {
    const s = setup();
    const result = await runStartup(s.deps);
    expect(result.userSource).toBe('none');
    expect(s.apiCalls).toEqual([]);
    expect(s.store.studentStatus()).toBe('TOURIST');
  });

  it('app: system info, then the shell user with its status (no lookup), then the visit record', async () => {
    const appLogin = vi.fn(() => null);
    const s = setup({
      env: APP,
      shell: { GetSystemEnvInfo: answerSystemInfo, GetUserData: answerShellUser },
      api: { 'app.appLogin': appLogin },
    });
    const result = await runStartup(s.deps);
    expect(result.env).toMatchObject({ isApp: true, appVersion: '2.4.0' });
    expect(result.userSource).toBe('app');
    expect(s.store.getState().user?.token).toBe('tk');
    expect(s.store.studentStatus()).toBe('OFFICIAL_STUDENT');
    // doc 1 §6 recordVisitedApp: in the app, for a student (iOS here: deviceType 2).
    expect(s.apiCalls).toEqual(['app.appLogin']);
    expect(appLogin).toHaveBeenCalledWith({ body: { deviceType: 2, token: 'tk' } });
    expect(s.bridge.call).toHaveBeenCalledWith('SetWebVersion', { version: '1.30.84' });
  });

  it('app: the visit record leaves when `later` says (the app: after the first view)', async () => {
    const s = setup({
      env: APP,
      shell: { GetSystemEnvInfo: answerSystemInfo, GetUserData: answerShellUser },
      api: { 'app.appLogin': () => null },
    });
    const waiting: (() => void)[] = [];
    await runStartup({ ...s.deps, later: (task) => waiting.push(task) });
    expect(s.apiCalls).toEqual([]);
    for (const task of waiting) task();
    expect(s.apiCalls).toEqual(['app.appLogin']);
  });

  it('app: the shell never answers system info → plain web (2 attempts)', async () => {
    const s = setup({
      env: APP,
      shell: { GetSystemEnvInfo: neverAnswer },
    });
    const result = await runStartup(s.deps);
    expect(result.env.kind).toBe('web');
    expect(s.bridge.call.mock.calls.filter((c) => c[0] === 'GetSystemEnvInfo')).toHaveLength(2);
    expect(s.bridge.call.mock.calls.some((c) => c[0] === 'GetUserData')).toBe(false);
  });

  it('WeChat code → temporary token → real token → user info; the code leaves the url', async () => {
    const dropQueryKeys = vi.fn();
    const s = setup({
      env: WECHAT,
      search: '?code=wx-code&state=1',
      dropQueryKeys,
      api: {
        'member.wechatBackup': ({ body }) => {
          expect(body).toEqual({ code: 'wx-code', appTypeCode: 'MASTER_WECHAT' });
          return { token: 'temp', userinfos: [{ userId: 'u1', openid: 'open-9' }] };
        },
        'member.realToken': ({ body }) => {
          expect(body).toEqual({ token: 'temp' });
          return { token: 'real' };
        },
        'app.userInfoByToken': ({ query }) => {
          expect(query).toEqual({ token: 'real' });
          return { token: 'real', userId: 'u1', time: 5, ...official };
        },
      },
    });
    const result = await runStartup(s.deps);
    expect(result.userSource).toBe('wechat');
    expect(s.apiCalls).toEqual(['member.wechatBackup', 'member.realToken', 'app.userInfoByToken']);
    expect(s.store.getState()).toMatchObject({ user: { token: 'real', openId: 'open-9' }, openId: 'open-9' });
    expect(s.store.studentStatus()).toBe('OFFICIAL_STUDENT');
    expect(dropQueryKeys).toHaveBeenCalledWith(['code', 'state']);
  });

  it("WeChat on a guide page: its code is the guide's (doc 2 §2), neither consumed nor replaced by a sign-in", async () => {
    const dropQueryKeys = vi.fn();
    const openUrl = vi.fn();
    const s = setup({
      env: WECHAT,
      pathname: '/commonGuide',
      search: '?code=little_teacher_card_mini',
      href: 'https://h5.example/commonGuide?code=little_teacher_card_mini',
      dropQueryKeys,
      openUrl,
      wechatSignIn: { started: () => false, markStarted: () => {} },
    });
    const result = await runStartup(s.deps);
    expect(result).toMatchObject({ userSource: 'none', leaving: false });
    expect(s.apiCalls).toEqual([]);
    expect(dropQueryKeys).not.toHaveBeenCalled();
    expect(openUrl).not.toHaveBeenCalled();
    // A stored login still counts there; elsewhere the same query is WeChat's code.
    const stored = setup({
      env: WECHAT,
      pathname: '/commonGuide',
      search: '?code=little_teacher_card_mini',
      api: { 'app.getAuthTokenExt': () => ({ ...user, ...official }) },
    });
    stored.store.setUser(user);
    expect((await runStartup(stored.deps)).userSource).toBe('stored');
  });

  it('WeChat user without a bound account → TOURIST with only the openId', async () => {
    const s = setup({
      env: WECHAT,
      search: '?code=wx',
      api: { 'member.wechatBackup': () => ({ token: '', userinfos: [{ userId: null, openid: 'open-x' }] }) },
    });
    await runStartup(s.deps);
    expect(s.store.getState()).toMatchObject({
      user: null,
      openId: 'open-x',
      student: { studentStatus: 'TOURIST' },
    });
    expect(s.apiCalls).toEqual(['member.wechatBackup']);
  });

  describe('WeChat sign-in start (doc 1 §7 weChatAuthorization)', () => {
    const AUTH_URL = 'https://open.weixin.example/authorize?redirect=back';
    function wechatVisit(started = false) {
      let flag = started;
      const openUrl = vi.fn();
      const s = setup({
        env: WECHAT,
        href: 'https://h5.example/index?channel=1&code=old&state=x',
        openUrl,
        wechatSignIn: {
          started: () => flag,
          markStarted: () => {
            flag = true;
          },
        },
        api: {
          'member.weChatAuthorization': ({ body }) => {
            expect(body).toEqual({ backupUrl: 'https://h5.example/index?channel=1' });
            return AUTH_URL;
          },
        },
      });
      return { ...s, openUrl, flag: () => flag };
    }

    it('a visitor without token or openId opens the answered url, and the app leaves', async () => {
      const s = wechatVisit();
      const result = await runStartup(s.deps);
      expect(s.apiCalls).toEqual(['member.weChatAuthorization']);
      expect(s.openUrl).toHaveBeenCalledWith(AUTH_URL);
      expect(result).toMatchObject({ leaving: true, userSource: 'wechat' });
      expect(s.flag()).toBe(true);
    });

    it('not twice in a tab session, and not for a visitor known by openId (unbound, logged out)', async () => {
      const again = wechatVisit(true);
      expect((await runStartup(again.deps)).leaving).toBe(false);
      const known = wechatVisit();
      known.store.setOpenId('open-x');
      expect((await runStartup(known.deps)).leaving).toBe(false);
      expect([...again.apiCalls, ...known.apiCalls]).toEqual([]);
    });

    it('outside WeChat nothing starts; a failed authorization is logged and the visitor stays a TOURIST', async () => {
      const web = wechatVisit();
      expect((await runStartup({ ...web.deps, env: WEB })).leaving).toBe(false);
      const failing = setup({
        env: WECHAT,
        href: 'https://h5.example/index',
        openUrl: vi.fn(),
        wechatSignIn: { started: () => false, markStarted: () => {} },
        api: {
          'member.weChatAuthorization': () => {
            throw new Error('down');
          },
        },
      });
      const result = await runStartup(failing.deps);
      expect(result.leaving).toBe(false);
      expect(failing.log).toHaveBeenCalledWith('WeChat authorization failed', expect.any(Error));
      expect(failing.store.studentStatus()).toBe('TOURIST');
    });
  });

  it('mini-program token query → visitor auth-token call, then the status lookup', async () => {
    const s = setup({
      env: MINI,
      search: '?token=mini-tk',
      api: {
        'app.getAuthToken': ({ query }) => {
          expect(query).toEqual({ token: 'mini-tk' });
          return user;
        },
        'app.getAuthTokenExt': () => ({ ...user, ...official }),
      },
    });
    await runStartup(s.deps);
    expect(s.apiCalls).toEqual(['app.getAuthToken', 'app.getAuthTokenExt']);
    expect(s.store.studentStatus()).toBe('OFFICIAL_STUDENT');
  });

  it('a failed mini-program token conversion is only logged', async () => {
    const s = setup({
      env: MINI,
      search: '?token=bad',
      api: {
        'app.getAuthToken': () => {
          throw new ApiBusinessError('app', 'app.getAuthToken', '1000010', 'x', 401, {}, true);
        },
      },
    });
    const result = await runStartup(s.deps);
    expect(result.statusLookupFailed).toBe(false);
    expect(s.log).toHaveBeenCalledWith('mini-program token conversion failed', expect.anything());
    expect(s.store.studentStatus()).toBe('TOURIST');
  });
});
