/**
 * A simulated native shell for non-production builds: it installs the same native interface the real
 * shells inject (window.WonderNativeBridge, see bridge/protocol.ts) so QA and e2e can exercise the app-only
 * paths in a desktop browser. Its settings (platform, app version, push state, the shell's logged-in user,
 * canned answers) live in localStorage and are edited in the debug console.
 *
 * e2e can inject the same interface into the production build with page.addInitScript: an object with
 * `platform`, `appVersion` and `postMessage(json)` that answers through `window.__wonderBridge.dispatch`.
 */
import { SHARE_CHANNELS } from '@wonder/contracts';
import type {
  BridgeEvent,
  BridgeMethod,
  CallMessage,
  NativeInterface,
  ShellUserData,
  SystemEnvInfo,
} from './bridge/protocol';
import { LOCAL_KEYS, localStore } from './storage';

export type CannedAnswer =
  | { result: unknown }
  | { error: { code?: string | number; message: string } }
  /** Never answer: exercises the timeouts (e.g. GetSystemEnvInfo → plain web fallback). */
  | { silent: true };

export interface SimulatedShellSettings {
  enabled: boolean;
  platform: 'ios' | 'android';
  appVersion: string;
  /** '1' push off, '2' push on (doc 2 §4). */
  pushState: '1' | '2';
  /** Answer delay, ms. */
  latencyMs: number;
  /** What GetUserData answers; SetUserData writes it (null: nobody logged in in the app). */
  user: ShellUserData | null;
  /** Per-method canned answers that replace the default behaviour. */
  answers: Partial<Record<BridgeMethod, CannedAnswer>>;
}

export const DEFAULT_SHELL_SETTINGS: SimulatedShellSettings = {
  enabled: false,
  platform: 'android',
  appVersion: '2.6.0',
  pushState: '1',
  latencyMs: 30,
  user: null,
  answers: {},
};

export function loadShellSettings(): SimulatedShellSettings {
  const stored = localStore.getJson(LOCAL_KEYS.simulatedShell, (v) =>
    v && typeof v === 'object' ? (v as Partial<SimulatedShellSettings>) : null,
  );
  return { ...DEFAULT_SHELL_SETTINGS, ...(stored ?? {}) };
}

export function saveShellSettings(settings: SimulatedShellSettings): void {
  localStore.setJson(LOCAL_KEYS.simulatedShell, settings);
}

export interface ShellCallRecord {
  at: number;
  method: string;
  params: unknown;
}

export interface SimulatedShell {
  readonly settings: SimulatedShellSettings;
  readonly calls: readonly ShellCallRecord[];
  /** Push an event to the page (QA: `__simulatedShell.emit('WebViewGoBack')`). */
  emit(event: BridgeEvent, payload?: unknown): void;
}

declare global {
  interface Window {
    __simulatedShell?: SimulatedShell;
  }
}

export function systemInfoFor(settings: SimulatedShellSettings): SystemEnvInfo {
  const ios = settings.platform === 'ios';
  return {
    appVersion: settings.appVersion,
    system: ios ? 'iOS' : 'Android',
    systemVersion: ios ? '17.5' : '14',
    phoneModel: ios ? 'Simulated iPhone' : 'Simulated Android',
    channel: ios ? '101' : '1',
    appDeviceId: 'simulated-device',
    appName: 'WonderParent',
  };
}

function defaultAnswer(settings: SimulatedShellSettings, message: CallMessage, win: Window): unknown {
  const p = (message.params ?? {}) as Record<string, unknown>;
  switch (message.method) {
    case 'GetSystemEnvInfo':
      return systemInfoFor(settings);
    case 'GetUserData':
      return settings.user;
    case 'SetUserData': {
      const user = typeof p.token === 'string' && p.token ? (p as unknown as ShellUserData) : null;
      settings.user = user;
      saveShellSettings(settings);
      return {};
    }
    case 'GetPushState':
      return { state: settings.pushState };
    case 'OpenPushSetting':
      // The parent "turns notifications on" in the system settings.
      settings.pushState = '2';
      saveShellSettings(settings);
      return {};
    case 'OpenWebLink':
    case 'OpenFile':
    case 'ToAppStore':
      if (typeof p.url === 'string') {
        if (p.replace === true) win.location.replace(p.url);
        else win.open(p.url, '_blank', 'noopener');
      }
      return {};
    case 'Share':
      return { shared: true, channel: p.channel ?? 'friend' };
    case 'SaveImg':
    case 'SaveVideo':
    case 'SavePhotoToAlbum':
      return { saved: true };
    case 'GetSharePlatforms':
      return { platforms: [...SHARE_CHANNELS] };
    case 'GetCourseCacheSize':
      return { bytes: 52_428_800 };
    case 'ClearCourseCache':
      return { cleared: true };
    case 'getDeviceTopHeight':
      return { height: settings.platform === 'ios' ? 47 : 24 };
    case 'ChooseFile':
      return {
        files: [{ fileId: 'simulated-file-1', name: 'photo.jpg', size: 204_800, mimeType: 'image/jpeg' }],
      };
    case 'UploadFile':
      return { url: 'https://static.wonder.example/upload/simulated-file-1.jpg' };
    case 'StartMiniProgram':
      return { launched: true };
    case 'GetAppConfig':
      return { simulated: true };
    default:
      return {};
  }
}

/** Install the simulated interface on a window (before the bridge is installed). */
export function installSimulatedShell(
  win: Window,
  settings: SimulatedShellSettings = loadShellSettings(),
): SimulatedShell {
  const calls: ShellCallRecord[] = [];
  const deliver = (message: unknown) => {
    win.setTimeout(() => win.__wonderBridge?.dispatch(message as never), settings.latencyMs);
  };

  const native: NativeInterface = {
    platform: settings.platform,
    appVersion: settings.appVersion,
    postMessage(json: string) {
      let message: CallMessage | { replyTo: string };
      try {
        message = JSON.parse(json);
      } catch {
        return;
      }
      if (!('method' in message)) return; // a reply to one of our events
      calls.unshift({ at: Date.now(), method: message.method, params: message.params });
      calls.length = Math.min(calls.length, 50);
      const canned = settings.answers[message.method];
      if (canned && 'silent' in canned) return;
      if (canned && 'error' in canned) return deliver({ id: message.id, error: canned.error });
      if (canned && 'result' in canned) return deliver({ id: message.id, result: canned.result });
      deliver({ id: message.id, result: defaultAnswer(settings, message, win) });
    },
  };
  win.WonderNativeBridge = native;

  const shell: SimulatedShell = {
    settings,
    calls,
    emit: (event, payload) => deliver({ event, payload: payload ?? {} }),
  };
  win.__simulatedShell = shell;
  win.document.addEventListener('visibilitychange', () => {
    shell.emit(win.document.visibilityState === 'hidden' ? 'OnPause' : 'OnResume');
  });
  return shell;
}
