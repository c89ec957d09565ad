import { describe, expect, it, vi } from 'vitest';
import { businessError } from '../../test/support';
import { createBridge } from '../bridge/bridge';
import { checkCall } from '../bridge/gates';
import { BridgeRejection, createNative } from '../bridge/native';
import { detectEnvironment } from '../env';
import { fetchLinkCode, withLinkCode } from '../links';
import { compareVersions, isAtLeast } from '../version';

describe('compareVersions', () => {
  it.each([
    ['1.10.0', '1.9.0', 1],
    ['1.9.0', '1.10.0', -1],
    ['2.2', '2.2.0', 0],
    ['1.4.9', '1.5.0', -1],
    ['1.5.8', '1.5.8', 0],
    ['10.0.0', '9.9.9', 1],
    ['1.5.10', '1.5.9', 1],
    ['x.y', '0.0.1', -1],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('isAtLeast refuses a missing version', () => {
    expect(isAtLeast(null, '1.0.0')).toBe(false);
    expect(isAtLeast('1.5.8', '1.5.8')).toBe(true);
  });
});

describe('version gates (doc 1 §5)', () => {
  const at = (platform: 'ios' | 'android' | 'web', appVersion: string) => ({ platform, appVersion });

  it('share image: Android below 1.7.0 refused, iOS not gated', () => {
    const params = { kind: 'image' as const, imageUrl: 'https://x/a.png' };
    expect(checkCall('Share', params, at('android', '1.6.9'))).toMatchObject({
      ok: false,
      reason: 'version-not-support',
    });
    expect(checkCall('Share', params, at('android', '1.7.0'))).toEqual({ ok: true });
    expect(checkCall('Share', params, at('ios', '1.0.0'))).toEqual({ ok: true });
  });

  it('start mini-program: 1.5.0 on Android, 1.4.9 on iOS and web', () => {
    const p = { xcxId: 'gh_1' };
    expect(checkCall('StartMiniProgram', p, at('android', '1.4.9')).ok).toBe(false);
    expect(checkCall('StartMiniProgram', p, at('android', '1.5.0')).ok).toBe(true);
    expect(checkCall('StartMiniProgram', p, at('ios', '1.4.9')).ok).toBe(true);
    expect(checkCall('StartMiniProgram', p, at('web', '1.4.8')).ok).toBe(false);
  });

  it('share platform list needs 1.10.0 (numeric compare, not text)', () => {
    expect(checkCall('GetSharePlatforms', {}, at('ios', '1.9.9')).ok).toBe(false);
    expect(checkCall('GetSharePlatforms', {}, at('ios', '1.10.0')).ok).toBe(true);
  });

  it('save photo 2.5.0, save video 2.2.0, correct homework 1.9.0', () => {
    expect(checkCall('SavePhotoToAlbum', { url: 'u' }, at('android', '2.4.9')).ok).toBe(false);
    expect(checkCall('SaveVideo', { url: 'u' }, at('android', '2.2.0')).ok).toBe(true);
    expect(checkCall('CorrectHomework', { homeworkId: 1 }, at('ios', '1.8.0')).ok).toBe(false);
    expect(checkCall('CorrectSpecialTopicWrongTitle', { topicId: 1 }, at('ios', '1.9.0')).ok).toBe(true);
  });

  it('share image / video without a parameter: parameter required', () => {
    expect(checkCall('Share', { kind: 'image' }, at('android', '9.0.0'))).toMatchObject({
      reason: 'parameter-required',
    });
    expect(checkCall('Share', { kind: 'video' }, at('ios', '9.0.0'))).toMatchObject({
      reason: 'parameter-required',
    });
    expect(checkCall('Share', { kind: 'link', url: 'u' }, at('ios', '0.1.0'))).toEqual({ ok: true });
  });
});

describe('native.call rejections', () => {
  function setup(ua: string, system = 'Android') {
    const posted: string[] = [];
    const bridge = createBridge({
      findInterface: () => ({ postMessage: (json: string) => posted.push(json) }),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    });
    bridge.markReady();
    const onUpgradeRequired = vi.fn();
    const native = createNative({
      bridge,
      environment: () => detectEnvironment({ userAgent: ua }),
      gatePlatform: () => (system === 'iOS' ? 'ios' : 'android'),
      onUpgradeRequired,
    });
    return { native, posted, onUpgradeRequired };
  }

  it("rejects 'version not support' (中文: 当前版本不支持该功能) and asks for the upgrade dialog", async () => {
    const { native, posted, onUpgradeRequired } = setup('x WonderParent/2.1.0 (Android)');
    const error = await native.call('SaveVideo', { url: 'https://v/1.mp4' }).catch((e) => e);
    expect(error).toBeInstanceOf(BridgeRejection);
    expect(error.reason).toBe('version-not-support');
    expect(error.message).toBe('当前版本不支持该功能');
    expect(onUpgradeRequired).toHaveBeenCalledWith({
      platform: 'android',
      feature: 'saveVideo',
      minimum: '2.2.0',
    });
    expect(posted).toEqual([]);
  });

  it('does not open the upgrade dialog when the caller says so', async () => {
    const { native, onUpgradeRequired } = setup('x WonderParent/2.1.0 (Android)');
    await expect(native.call('SaveVideo', { url: 'u' }, { upgradeDialog: false })).rejects.toBeInstanceOf(
      BridgeRejection,
    );
    expect(onUpgradeRequired).not.toHaveBeenCalled();
  });

  it("rejects 'parameter required' without opening the dialog", async () => {
    const { native, onUpgradeRequired } = setup('x WonderParent/9.0.0 (Android)');
    const error = await native.call('Share', { kind: 'video' }).catch((e) => e);
    expect(error.reason).toBe('parameter-required');
    expect(error.message).toBe('缺少必要参数');
    expect(onUpgradeRequired).not.toHaveBeenCalled();
  });

  it('refuses every call outside the app', async () => {
    const { native } = setup('Mozilla/5.0 (iPhone) Mobile/15E148');
    await expect(native.call('GetPushState', {})).rejects.toMatchObject({ reason: 'not-in-app' });
  });

  it('passes an allowed call to the shell', async () => {
    const { native, posted } = setup('x WonderParent/2.5.0 (Android)');
    void native.call('SavePhotoToAlbum', { url: 'https://p/1.jpg' });
    expect(JSON.parse(posted[0] ?? '{}')).toMatchObject({
      method: 'SavePhotoToAlbum',
      params: { url: 'https://p/1.jpg' },
    });
  });

  it("link code without a token: 'not logged in' (用户未登录), no request", async () => {
    const call = vi.fn();
    const error = await fetchLinkCode({ call } as never, null).catch((e) => e);
    expect(error).toBeInstanceOf(BridgeRejection);
    expect(error.reason).toBe('not-logged-in');
    expect(error.message).toBe('用户未登录');
    expect(call).not.toHaveBeenCalled();
  });

  describe('external links with the one-time link code (doc 1 §8)', () => {
    const answering = (answer: () => unknown) => ({ call: vi.fn(async () => answer()) });
    it("code '0' puts its token on the link", async () => {
      const client = answering(() => ({ token: 'otl-1' }));
      expect(await withLinkCode(client as never, 'tk', 'https://x.example/a?b=1')).toBe(
        'https://x.example/a?b=1&token=otl-1',
      );
    });
    it('1000014, any other code, no login: the link opens with an empty token', async () => {
      const code = (c: number) =>
        answering(() => {
          throw businessError('member.linkCode', c, 'no');
        });
      expect(await withLinkCode(code(1000014) as never, 'tk', 'https://x.example/a')).toBe(
        'https://x.example/a?token=',
      );
      expect(await withLinkCode(code(500) as never, 'tk', 'https://x.example/a')).toBe(
        'https://x.example/a?token=',
      );
      const none = answering(() => ({ token: 'never' }));
      expect(await withLinkCode(none as never, null, 'https://x.example/a')).toBe(
        'https://x.example/a?token=',
      );
      expect(none.call).not.toHaveBeenCalled();
    });
    it('leaves links that are not web pages alone', async () => {
      const client = answering(() => ({ token: 'otl-1' }));
      expect(await withLinkCode(client as never, 'tk', 'weixin://dl/business')).toBe('weixin://dl/business');
      expect(client.call).not.toHaveBeenCalled();
    });
  });
});
