import { describe, expect, it } from 'vitest';
import { asPlainWeb, detectEnvironment, type EnvironmentKind } from '../env';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('detectEnvironment', () => {
  const table: Array<{
    name: string;
    ua: string;
    wx?: unknown;
    kind: EnvironmentKind;
    isApp: boolean;
    version?: string | null;
  }> = [
    {
      name: 'iOS app',
      ua: `${IPHONE} WonderParent/2.6.0 (iOS)`,
      kind: 'ios-app',
      isApp: true,
      version: '2.6.0',
    },
    {
      name: 'Android app',
      ua: `${ANDROID} WonderParent/1.5.7 (Android)`,
      kind: 'android-app',
      isApp: true,
      version: '1.5.7',
    },
    {
      name: 'WeChat browser',
      ua: `${ANDROID} MicroMessenger/8.0.49.2600 NetType/WIFI`,
      kind: 'wechat',
      isApp: false,
    },
    {
      name: 'mini-program by UA',
      ua: `${IPHONE} MicroMessenger/8.0.49 miniProgram`,
      kind: 'mini-program',
      isApp: false,
    },
    {
      name: 'mini-program by __wxjs_environment',
      ua: `${IPHONE} MicroMessenger/8.0.49`,
      wx: 'miniprogram',
      kind: 'mini-program',
      isApp: false,
    },
    { name: 'plain mobile web', ua: IPHONE, kind: 'web', isApp: false },
    { name: 'desktop web', ua: DESKTOP, kind: 'web', isApp: false },
    { name: 'unknown → plain web', ua: 'curl/8.0', kind: 'web', isApp: false },
    { name: 'empty UA → plain web', ua: '', kind: 'web', isApp: false },
  ];

  for (const row of table) {
    it(row.name, () => {
      const env = detectEnvironment({ userAgent: row.ua, wxjsEnvironment: row.wx });
      expect(env.kind).toBe(row.kind);
      expect(env.isApp).toBe(row.isApp);
      if (row.version !== undefined) expect(env.appVersion).toBe(row.version);
    });
  }

  it('an injected native interface declaring its platform counts as the app', () => {
    const env = detectEnvironment({
      userAgent: DESKTOP,
      nativeInterface: { platform: 'ios', appVersion: '1.4.0' },
    });
    expect(env).toMatchObject({ kind: 'ios-app', isApp: true, platform: 'ios', appVersion: '1.4.0' });
  });

  it('an injected object without a platform does not', () => {
    expect(detectEnvironment({ userAgent: DESKTOP, nativeInterface: {} }).kind).toBe('web');
  });

  it('knows the device family and the dedicated iOS container apart from the app', () => {
    const safari = detectEnvironment({ userAgent: IPHONE });
    expect(safari).toMatchObject({ isIosDevice: true, isIosContainer: false, isApp: false, isPc: false });
    const container = detectEnvironment({ userAgent: `${IPHONE} WonderContainer/1.0` });
    expect(container).toMatchObject({ isIosDevice: true, isIosContainer: true, isApp: false });
    expect(detectEnvironment({ userAgent: DESKTOP }).isPc).toBe(true);
  });

  it('falls back to plain web', () => {
    const app = detectEnvironment({ userAgent: `${ANDROID} WonderParent/2.0.0 (Android)` });
    expect(asPlainWeb(app)).toMatchObject({ kind: 'web', isApp: false, platform: null, appVersion: null });
  });
});
