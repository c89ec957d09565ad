import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeCallError, BridgeTimeoutError, createBridge, installBridge } from '../bridge/bridge';
import { applySystemInfo, fetchSystemInfo } from '../bridge/system-info';
import { detectEnvironment } from '../env';

function harness() {
  const posted: Array<Record<string, unknown>> = [];
  let present = false;
  const bridge = createBridge({
    findInterface: () => (present ? { postMessage: (json: string) => posted.push(JSON.parse(json)) } : null),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as number),
  });
  return { bridge, posted, inject: () => (present = true) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bridge queue', () => {
  it('queues calls made before the shell is ready and flushes them in order once ready', async () => {
    const { bridge, posted, inject } = harness();
    const a = bridge.call('GetPushState', {});
    const b = bridge.call('SetWebVersion', { version: '1.30.84' });
    expect(bridge.isReady()).toBe(false);
    expect(bridge.queuedCount()).toBe(2);
    expect(posted).toEqual([]);

    bridge.markReady(); // no interface yet: still not ready
    expect(bridge.isReady()).toBe(false);

    inject();
    bridge.markReady();
    expect(bridge.queuedCount()).toBe(0);
    expect(posted.map((m) => m.method)).toEqual(['GetPushState', 'SetWebVersion']);

    bridge.dispatch({ id: posted[0]?.id as string, result: { state: '2' } });
    bridge.dispatch(JSON.stringify({ id: posted[1]?.id, result: {} }));
    await expect(a).resolves.toEqual({ state: '2' });
    await expect(b).resolves.toEqual({});
  });

  it('sends at once when ready', () => {
    const { bridge, posted, inject } = harness();
    inject();
    bridge.markReady();
    void bridge.call('OpenPushSetting', {});
    expect(posted).toHaveLength(1);
  });

  it('rejects with the shell error', async () => {
    const { bridge, posted, inject } = harness();
    inject();
    bridge.markReady();
    const p = bridge.call('SaveImg', { url: 'u' });
    bridge.dispatch({ id: posted[0]?.id as string, error: { code: 'E1', message: 'denied' } });
    await expect(p).rejects.toBeInstanceOf(BridgeCallError);
  });

  it('a queued call that times out is dropped from the queue', async () => {
    vi.useFakeTimers();
    const { bridge, posted, inject } = harness();
    const p = bridge.call('GetSystemEnvInfo', {}, { timeoutMs: 5000 });
    const caught = p.catch((e) => e);
    vi.advanceTimersByTime(5000);
    expect(await caught).toBeInstanceOf(BridgeTimeoutError);
    inject();
    bridge.markReady();
    expect(posted).toEqual([]);
  });

  it('delivers events and answers GetWebInitStatus', () => {
    const { bridge, posted, inject } = harness();
    inject();
    bridge.markReady();
    const onResume = vi.fn();
    bridge.on('OnResume', onResume);
    bridge.dispatch({ event: 'OnResume' });
    expect(onResume).toHaveBeenCalledTimes(1);

    bridge.setInitialised(true);
    bridge.dispatch({ event: 'GetWebInitStatus', id: 's1' });
    expect(posted).toContainEqual({ replyTo: 's1', result: { initialised: true } });
  });

  it('installBridge exposes window.__wonderBridge and becomes ready when the shell announces itself', () => {
    delete window.WonderNativeBridge;
    const bridge = installBridge(window);
    expect(bridge.isReady()).toBe(false);
    const sent: string[] = [];
    window.WonderNativeBridge = { postMessage: (json) => sent.push(json) };
    void bridge.call('GetUserData', {});
    window.__wonderBridge?.ready();
    expect(bridge.isReady()).toBe(true);
    expect(sent).toHaveLength(1);
    delete window.WonderNativeBridge;
  });

  it('inside the app, becomes ready when an interface injected late appears; a browser page does not look', () => {
    vi.useFakeTimers();
    delete window.WonderNativeBridge;
    const inApp = installBridge(window, { waitForInterface: true });
    const inBrowser = installBridge(window, { waitForInterface: false });
    vi.advanceTimersByTime(250);
    window.WonderNativeBridge = { postMessage: () => {} };
    vi.advanceTimersByTime(100);
    expect(inApp.isReady()).toBe(true);
    expect(inBrowser.isReady()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    delete window.WonderNativeBridge;
  });
});

describe('system info at startup', () => {
  it('tries twice with 5 s each, then gives up', async () => {
    vi.useFakeTimers();
    const call = vi.fn(() => new Promise<never>(() => {}));
    const timed = vi.fn((_m: string, _p: unknown, o?: { timeoutMs?: number }) => {
      expect(o?.timeoutMs).toBe(5000);
      return Promise.reject(new Error('timeout'));
    });
    await expect(fetchSystemInfo({ call: timed } as never)).resolves.toBeNull();
    expect(timed).toHaveBeenCalledTimes(2);
    expect(call).not.toHaveBeenCalled();
  });

  it('succeeds on the retry', async () => {
    const info = {
      appVersion: '2.0.0',
      system: 'iOS',
      systemVersion: '17',
      phoneModel: 'x',
      channel: '101',
      appDeviceId: 'd',
      appName: 'a',
    };
    const call = vi.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce(info);
    await expect(fetchSystemInfo({ call } as never)).resolves.toEqual(info);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('no system info → plain web; with it → the version from the shell', () => {
    const env = detectEnvironment({ userAgent: 'x WonderParent/1.0.0 (Android)' });
    expect(applySystemInfo(env, null).kind).toBe('web');
    const info = {
      appVersion: '2.3.0',
      system: 'Android',
      systemVersion: '14',
      phoneModel: 'p',
      channel: '1',
      appDeviceId: 'd',
      appName: 'a',
    };
    expect(applySystemInfo(env, info)).toMatchObject({
      isApp: true,
      appVersion: '2.3.0',
      platform: 'android',
    });
  });
});
