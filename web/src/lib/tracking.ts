/**
 * Event tracking (doc 1 §3 record, §7 POST /buriedData/writeKafka): the record built from the environment
 * and the user, and a fire-and-forget hook whose records leave in batches (lib/first-load/tracking-queue.ts). A tracking failure is only logged (domain/error-policy.ts).
 * Chosen, as the spec does not show them: device_id is a random id kept in localStorage (the app's own
 * device id inside the shell), session_id one per tab, app_name 'wonder-parent-h5', os from the user agent.
 */
import { TRACKING_PLATFORM, type TrackingRecord } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { useCallback } from 'react';
import type { Environment } from '../platform/env';
import { getSystemInfo } from '../platform/runtime';
import { LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from '../platform/storage';
import { useEnvironment } from '../platform/use-environment';
import { WEB_VERSION } from '../platform/version';
import { trackingQueueFor } from './first-load/tracking-queue';
import { useApi, useUserStore } from './services';
import { TRACK_EVENTS, type TrackEvent } from './track-events';
import { useUserState } from './user-store';

export { trackingQueueFor } from './first-load/tracking-queue';
export type { TrackEvent } from './track-events';

export const TRACKING_APP_NAME = 'wonder-parent-h5';

export interface TrackingContext {
  env: Pick<Environment, 'isApp' | 'platform' | 'isWechat' | 'isMiniProgram' | 'isPc' | 'appVersion'>;
  userAgent: string;
  userId: string | null;
  deviceId: string;
  sessionId: string;
  now: number;
  eventId: string;
  lastUrl: string | null;
  network: string;
  /** The native shell's install channel (doc 1 §3 paras.android_channel); null outside the Android app. */
  androidChannel: string | null;
}

/** 1 Android app, 2 iOS app, 3 WeChat (browser or mini-program) or desktop web, 4 other (doc 1 §3). */
export function trackingPlatform(env: TrackingContext['env']): TrackingRecord['platform'] {
  if (env.isApp) return env.platform === 'ios' ? TRACKING_PLATFORM.IOS_APP : TRACKING_PLATFORM.ANDROID_APP;
  if (env.isWechat || env.isMiniProgram || env.isPc) return TRACKING_PLATFORM.WEB;
  return TRACKING_PLATFORM.OTHER;
}

export function osOf(userAgent: string): string {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'macOS';
  return 'other';
}

export function trackingRecord(event: TrackEvent, ctx: TrackingContext): TrackingRecord {
  return {
    user_id: ctx.userId ?? '',
    device_id: ctx.deviceId,
    session_id: ctx.sessionId,
    platform: trackingPlatform(ctx.env),
    os: osOf(ctx.userAgent),
    network: ctx.network,
    // Sent empty, on purpose (issue 34 decided what a page can honestly fill): `mnc`, the carrier, is known
    // to no web page (no browser API gives it; Network Information's effectiveType, sent as `network`, is
    // the link's speed, not its carrier) and the shell's system info (doc 1 §3) does not carry it either;
    // `ipaddr`, the device's public address, is not visible to the page itself (only a third-party echo
    // service could tell it, which would leak every parent's address to that service): the collector sees
    // it as the request's source address. A value guessed here would be worse than none.
    mnc: null,
    ipaddr: null,
    app_version: ctx.env.appVersion ?? WEB_VERSION,
    app_name: TRACKING_APP_NAME,
    entrance: event.entrance ?? null,
    timestamp: ctx.now,
    status: event.status ?? null,
    event_name: event.name,
    event_id: ctx.eventId,
    last_url: ctx.lastUrl,
    paras: { android_channel: ctx.androidChannel, ...event.paras },
  };
}

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

function keptId(store: typeof localStore, key: string): string {
  const existing = store.getString(key);
  if (existing) return existing;
  const id = randomId();
  store.setString(key, id);
  return id;
}

/** The device's id: the shell's inside the app, else one kept in this browser. */
function deviceId(): string {
  return getSystemInfo()?.appDeviceId || keptId(localStore, LOCAL_KEYS.trackingDeviceId);
}

/**
 * doc 1 §7 "GET /v1/common/sensorsAnalytics/trackSignUp: anonymousId, registerId": after a login, the
 * device's anonymous id is linked to the user id it now belongs to (on every login: linking is idempotent,
 * and a phone that logged in before may be a new device for this user).
 */
export const signUpInput = (registerId: string) => ({ query: { anonymousId: deviceId(), registerId } });

/** The record of one event, from what the page knows now. */
export function currentRecord(
  event: TrackEvent,
  env: TrackingContext['env'],
  userId: string | null,
): TrackingRecord {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return trackingRecord(event, {
    env,
    userAgent: navigator.userAgent,
    userId,
    deviceId: deviceId(),
    sessionId: keptId(sessionStore, SESSION_KEYS.trackingSessionId),
    now: Date.now(),
    eventId: randomId(),
    lastUrl: document.referrer || null,
    network: connection?.effectiveType ?? 'unknown',
    androidChannel: env.isApp && env.platform === 'android' ? (getSystemInfo()?.channel ?? null) : null,
  });
}

/**
 * One page view, queued and forgotten (lib/first-load/tracking-queue.ts), for a screen of the first load (the app-only page), which imports this
 * module only when it has a page name to send.
 */
export function sendPageView(
  api: ApiClient,
  pageName: string,
  env: TrackingContext['env'],
  userId: string | null,
): void {
  const event: TrackEvent = { name: TRACK_EVENTS.pageView, paras: { page_name: pageName } };
  trackingQueueFor(api).push(currentRecord(event, env, userId));
}

/** `track(event)`: queues one record (lib/first-load/tracking-queue.ts sends it in a batch) and forgets it. */
export function useTrackEvent(): (event: TrackEvent) => void {
  const env = useEnvironment();
  const { user } = useUserState(useUserStore());
  const api = useApi();
  const userId = user?.userId ?? null;
  return useCallback(
    (event: TrackEvent) => trackingQueueFor(api).push(currentRecord(event, env, userId)),
    [env, userId, api],
  );
}
