/**
 * Environment detection (doc 1 §1): WeChat web, iOS app, Android app, plain web, WeChat mini-program
 * (plain web for logic, many entries hidden) and unknown (→ plain web).
 *
 * User-agent markers (chosen; the real shells must send them, see README.md):
 * - native app:           `WonderParent/<version> (iOS)` or `WonderParent/<version> (Android)`
 * - dedicated iOS container (not the app, but step-up pages may stay): `WonderContainer/<version>`
 * - WeChat browser:       `MicroMessenger/` (WeChat's own marker)
 * - mini-program web-view: `miniProgram` in the UA, or `window.__wxjs_environment === 'miniprogram'`
 * An injected native interface that declares its platform (`window.WonderNativeBridge.platform`, used by the
 * simulated shell and by e2e through page.addInitScript) counts as the app marker too.
 */
import { createListenerStore } from './listener-store';

export type EnvironmentKind = 'ios-app' | 'android-app' | 'wechat' | 'mini-program' | 'web';
export type AppPlatform = 'ios' | 'android';

export interface Environment {
  kind: EnvironmentKind;
  /** Inside the native shell (the bridge exists). */
  isApp: boolean;
  /** The WeChat browser (not the mini-program). */
  isWechat: boolean;
  isMiniProgram: boolean;
  /** Device families, independent of the container. */
  isIosDevice: boolean;
  isAndroidDevice: boolean;
  isIosContainer: boolean;
  /** A desktop browser (download page: install button → /downloadAppPc). */
  isPc: boolean;
  /** Native platform when in the app. */
  platform: AppPlatform | null;
  /** App version, from the UA marker and then from the shell's system info. */
  appVersion: string | null;
}

export interface DetectionInput {
  userAgent: string;
  /** `window.__wxjs_environment`. */
  wxjsEnvironment?: unknown;
  /** `window.WonderNativeBridge`, when injected with a declared platform. */
  nativeInterface?: { platform?: unknown; appVersion?: unknown } | null;
}

/** The app's mark in its web view's user agent: version and platform (the HTML's early calls read it too). */
export const APP_MARKER = /WonderParent\/(\d+(?:\.\d+)*)\s*\((iOS|Android)\)/i;
const CONTAINER_MARKER = /WonderContainer\//i;

/**
 * The app's platform as detectEnvironment reads it (its mark in the user agent, else an injected bridge's
 * declared platform), as the source of a plain-JS expression for the HTML's inline scripts, which run before
 * any module: 'ios', 'android' or null.
 */
export const INLINE_APP_PLATFORM = `((m, p) => m ? m[2].toLowerCase() : p === 'ios' || p === 'android' ? p : null)(
  new RegExp(${JSON.stringify(APP_MARKER.source)}, 'i').exec(navigator.userAgent), window.WonderNativeBridge?.platform)`;

export function detectEnvironment(input: DetectionInput): Environment {
  const ua = input.userAgent ?? '';
  const isIosDevice = /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && /Mobile\//i.test(ua));
  const isAndroidDevice = /Android/i.test(ua);
  const isPc = !isIosDevice && !isAndroidDevice && !/Mobile|HarmonyOS|OpenHarmony/i.test(ua);
  const isIosContainer = CONTAINER_MARKER.test(ua);
  const base = { isIosDevice, isAndroidDevice, isIosContainer, isPc };

  const marker = APP_MARKER.exec(ua);
  const injected = input.nativeInterface;
  const injectedPlatform =
    injected && (injected.platform === 'ios' || injected.platform === 'android') ? injected.platform : null;
  const markerPlatform: AppPlatform | null = marker
    ? marker[2]?.toLowerCase() === 'ios'
      ? 'ios'
      : 'android'
    : null;
  const platform = markerPlatform ?? injectedPlatform;
  if (platform) {
    const appVersion =
      marker?.[1] ??
      (typeof injected?.appVersion === 'string' && injected.appVersion ? injected.appVersion : null);
    return {
      ...base,
      kind: platform === 'ios' ? 'ios-app' : 'android-app',
      isApp: true,
      isWechat: false,
      isMiniProgram: false,
      platform,
      appVersion,
    };
  }

  if (input.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(ua)) {
    return {
      ...base,
      kind: 'mini-program',
      isApp: false,
      isWechat: false,
      isMiniProgram: true,
      platform: null,
      appVersion: null,
    };
  }
  if (/MicroMessenger/i.test(ua)) {
    return {
      ...base,
      kind: 'wechat',
      isApp: false,
      isWechat: true,
      isMiniProgram: false,
      platform: null,
      appVersion: null,
    };
  }
  return {
    ...base,
    kind: 'web',
    isApp: false,
    isWechat: false,
    isMiniProgram: false,
    platform: null,
    appVersion: null,
  };
}

/**
 * What a prerendered frame is drawn for (app/prerender.tsx, scripts/prerender.mjs): a plain phone browser.
 * Hydration renders this environment too (platform/use-environment.ts), then the phone's.
 */
export const FRAME_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
export const FRAME_ENVIRONMENT: Environment = detectEnvironment({ userAgent: FRAME_USER_AGENT });

/** When the shell never answers the system-info call, the app behaves as plain web (doc 1 §1). */
export function asPlainWeb(env: Environment): Environment {
  return { ...env, kind: 'web', isApp: false, platform: null, appVersion: null };
}

/** Detect from the live window. */
export function detectFromWindow(win: Window = window): Environment {
  const w = win as Window & {
    __wxjs_environment?: unknown;
    WonderNativeBridge?: DetectionInput['nativeInterface'];
  };
  return detectEnvironment({
    userAgent: win.navigator.userAgent,
    wxjsEnvironment: w.__wxjs_environment,
    nativeInterface: w.WonderNativeBridge ?? null,
  });
}

// The current environment: detected when first read (after the simulated shell is installed), refined by the
// system info (or demoted to plain web).
const current = createListenerStore<Environment | null>(null);

export function getEnvironment(): Environment {
  const known = current.get();
  if (known) return known;
  const detected = typeof window === 'undefined' ? detectEnvironment({ userAgent: '' }) : detectFromWindow();
  current.set(detected);
  return detected;
}

export function setEnvironment(env: Environment): void {
  current.set(env);
}

export const subscribeEnvironment = current.subscribe;
