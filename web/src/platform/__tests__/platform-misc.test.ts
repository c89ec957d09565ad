import { describe, expect, it, vi } from 'vitest';
import { installBridge } from '../bridge/bridge';
import { refreshedUrl } from '../refresh';
import { rootFontSize } from '../rem';
import { DEFAULT_SHELL_SETTINGS, installSimulatedShell } from '../simulated-shell';
import { createShareSetup, isSnapshotEntry, shareConfUrl, wechatCodeFromQuery } from '../wechat';

describe('root font size: 100px × min(width / 750, 2)', () => {
  it.each([
    [750, 100],
    [375, 50],
    [390, 52],
    [1500, 200],
    [3000, 200],
  ])('width %i → %ipx', (width, px) => {
    expect(rootFontSize(width)).toBeCloseTo(px, 5);
  });
});

describe('refresh timestamp rule', () => {
  const now = 1_700_000_000_000;
  it('adds _t on a refresh outside the app', () => {
    expect(refreshedUrl('https://h5.example/index?a=1', { isReload: true, isApp: false, now })).toBe(
      `https://h5.example/index?a=1&_t=${now}`,
    );
  });
  it('not when one is present, not in the app, not on a first load', () => {
    expect(refreshedUrl('https://h5.example/index?_t=1', { isReload: true, isApp: false, now })).toBeNull();
    expect(refreshedUrl('https://h5.example/index', { isReload: true, isApp: true, now })).toBeNull();
    expect(refreshedUrl('https://h5.example/index', { isReload: false, isApp: false, now })).toBeNull();
  });
});

describe('WeChat helpers', () => {
  it('reads the code and the snapshot flag', () => {
    expect(wechatCodeFromQuery('?code=abc&state=1')).toBe('abc');
    expect(wechatCodeFromQuery('?state=1')).toBeNull();
    expect(isSnapshotEntry('?snapshot=1')).toBe(true);
    expect(isSnapshotEntry('?snapshot=0')).toBe(false);
    expect(isSnapshotEntry('')).toBe(false);
  });

  it('escapes & in the share url and drops the hash', () => {
    expect(shareConfUrl('https://h5.example/index?a=1&b=2#x')).toBe('https://h5.example/index?a=1%26b=2');
  });

  it('requests shareConf once per url within 500 ms', async () => {
    let t = 0;
    const call = vi.fn().mockResolvedValue({
      shareInfo: { key: 'k', title: 't', desc: 'd', toURL: 'https://a/', iconURL: 'https://a/i.png' },
      signPackage: { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 'a'.repeat(40) },
    });
    const setup = createShareSetup({ client: { call }, sdk: async () => null, now: () => t });
    await setup('https://h5.example/index');
    await setup('https://h5.example/index');
    expect(call).toHaveBeenCalledTimes(1);
    t = 600;
    await setup('https://h5.example/index');
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('share config presentID (doc 1 §3, §8)', () => {
  const conf = {
    shareInfo: { key: 'study', title: 't', desc: 'd', toURL: 'https://a/p?x=1', iconURL: 'https://a/i.png' },
    signPackage: { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 'a'.repeat(40) },
  };
  it("looks up the share key's present id and shares a link carrying it; '0' when the lookup failed", async () => {
    const ids = ['p-42', '0'];
    const sharePresent = vi.fn(async (_key: string, link: string) => {
      const presentID = ids.shift() ?? '';
      return { presentID, link: `${link}&presentId=${presentID}` };
    });
    const setup = createShareSetup({
      client: { call: vi.fn().mockResolvedValue(conf) },
      sdk: async () => null,
      sharePresent,
      now: (() => {
        let t = 0;
        return () => (t += 1000);
      })(),
    });
    expect(await setup('https://h5.example/index')).toMatchObject({
      presentID: 'p-42',
      toURL: 'https://a/p?x=1&presentId=p-42',
    });
    expect(await setup('https://h5.example/index')).toMatchObject({
      presentID: '0',
      toURL: 'https://a/p?x=1&presentId=0',
    });
    expect(sharePresent).toHaveBeenCalledWith('study', 'https://a/p?x=1');
  });
});

describe('simulated shell', () => {
  it('answers the bridge like a real shell, with its settings', async () => {
    const shell = installSimulatedShell(window, {
      ...DEFAULT_SHELL_SETTINGS,
      enabled: true,
      platform: 'ios',
      appVersion: '1.5.0',
      pushState: '2',
      latencyMs: 0,
    });
    const bridge = installBridge(window);
    expect(bridge.isReady()).toBe(true);
    await expect(bridge.call('GetSystemEnvInfo', {})).resolves.toMatchObject({
      appVersion: '1.5.0',
      system: 'iOS',
    });
    await expect(bridge.call('GetPushState', {})).resolves.toEqual({ state: '2' });
    await expect(bridge.call('GetUserData', {})).resolves.toBeNull();
    await bridge.call('SetUserData', { token: 't1', userId: 'u1', time: 1 });
    await expect(bridge.call('GetUserData', {})).resolves.toMatchObject({ token: 't1' });
    expect(shell.calls.map((c) => c.method)).toContain('SetUserData');
    delete window.WonderNativeBridge;
  });

  it('canned silence makes a call time out', async () => {
    installSimulatedShell(window, {
      ...DEFAULT_SHELL_SETTINGS,
      enabled: true,
      latencyMs: 0,
      answers: { GetSystemEnvInfo: { silent: true } },
    });
    const bridge = installBridge(window);
    await expect(bridge.call('GetSystemEnvInfo', {}, { timeoutMs: 20 })).rejects.toThrow(/no answer/);
    delete window.WonderNativeBridge;
  });
});
