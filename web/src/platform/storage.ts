/**
 * Every key the app keeps in the browser, in one place, and safe accessors: Safari private mode and some
 * WebViews throw on storage access, and a full quota must never break startup.
 */

import { APP_USER_STORAGE_KEY } from '@wonder/contracts';

/** localStorage: survives restarts. */
export const LOCAL_KEYS = {
  /** The user store: user info, student status, openId (logout keeps only openId). The simulator's state
   * links write it too, so it is the contracts' constant. */
  user: APP_USER_STORAGE_KEY,
  /** Last phone used to log in (doc 1 §9), prefilled by the login screen. */
  lastPhone: 'wonder.lastPhone',
  /** Notification popup counters, max 2 shows per kind (doc 1 §4, §9). */
  notifyAuthCount: 'wonder.notify.authCount',
  notifyFollowCount: 'wonder.notify.followCount',
  /** Class-hour gift popup shown once in the app (doc 2 §4). */
  classHourGiftShown: 'wonder.classHourGiftShown',
  /** The 2021 step-up entrance's first-visit modal was shown (doc 2 §9: once, flag kept locally). */
  higherLevelWelcomed: 'wonder.higherLevel.welcomed',
  /** Simulated native shell settings (non-production builds only). */
  simulatedShell: 'wonder.simulatedShell',
  /** Answers safe to show again on the next visit, without tokens (lib/first-load/query-persist.ts). */
  queryCache: 'wonder.queryCache',
  /** The last home's markup, painted by the next visit's HTML (lib/first-load/screen-snapshot.ts). */
  screenSnapshot: 'wonder.screenSnapshot',
  /** Event tracking's device_id outside the app (doc 1 §3): random, kept across visits. */
  trackingDeviceId: 'wonder.tracking.deviceId',
} as const;

/** sessionStorage: this tab only. */
export const SESSION_KEYS = {
  /** Set on the first load of the tab: a later load with it present is a refresh (timestamp rule). */
  refreshFlag: 'wonder.refreshFlag',
  /** Last and current route (guards, login's way back). */
  routeRecord: 'wonder.routeRecord',
  /** A cancelled notification popup stays away for the session (doc 1 §4). */
  notifyCancelled: 'wonder.notify.cancelled',
  /** The WeChat sign-in was started in this tab (app/startup.ts): at most once per session. */
  wechatSignInStarted: 'wonder.wechat.signInStarted',
  /** The invitation (presentId, inviteUid) of the link this tab entered by (domain/present-id.ts). */
  invite: 'wonder.invite',
  /** presentId cached per presentKey (doc 1 §7). */
  presentIdPrefix: 'wonder.presentId.',
  /** Event tracking's session_id (doc 1 §3): one per tab. */
  trackingSessionId: 'wonder.tracking.sessionId',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function makeStore(kind: Area) {
  return {
    getString(key: string): string | null {
      try {
        return area(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setString(key: string, value: string): void {
      try {
        area(kind)?.setItem(key, value);
      } catch {
        // Quota or private mode: the value simply is not remembered.
      }
    },
    getJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
      const raw = this.getString(key);
      if (raw === null) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    setJson(key: string, value: unknown): void {
      this.setString(key, JSON.stringify(value));
    },
    remove(key: string): void {
      try {
        area(kind)?.removeItem(key);
      } catch {
        // ignore
      }
    },
    clear(): void {
      try {
        area(kind)?.clear();
      } catch {
        // ignore
      }
    },
  };
}

export const localStore = makeStore('local');
export const sessionStore = makeStore('session');

export function rememberLastPhone(phone: string): void {
  localStore.setString(LOCAL_KEYS.lastPhone, phone);
}

export function lastPhone(): string | null {
  return localStore.getString(LOCAL_KEYS.lastPhone);
}
