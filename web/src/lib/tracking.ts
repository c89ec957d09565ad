/**
 * Event tracking (doc 1 §3 record, §7 POST /buriedData/writeKafka): the record built from the environment
 * and the user, and a fire-and-forget hook. A tracking failure is only logged (lib/error-policy.ts).
 * Chosen, as the spec does not show them: device_id is a random id kept in localStorage (the app's own
 * device id inside the shell), session_id one per tab, app_name 'wonder-parent-h5', os from the user agent.
 */
import { useMutation } from '@tanstack/react-query';
import { TRACKING_PLATFORM, type TrackingRecord, trackingEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { useCallback } from 'react';
import type { Environment } from '../platform/env';
import { getSystemInfo } from '../platform/runtime';
import { LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from '../platform/storage';
import { useEnvironment } from '../platform/use-environment';
import { WEB_VERSION } from '../platform/version';
import { endpointMutation } from './endpoint-query';
import { useApi, useUserStore } from './services';
import { useUserState } from './user-store';

export const TRACKING_APP_NAME = 'wonder-parent-h5';

type Scalar = string | number | boolean | null;

export interface TrackEvent {
  name: string;
  /** Entry code (e.g. the /downloadApp `enter`). */
  entrance?: number | string | null;
  paras?: Readonly<Record<string, Scalar>>;
}

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
    app_version: ctx.env.appVersion ?? WEB_VERSION,
    app_name: TRACKING_APP_NAME,
    entrance: event.entrance ?? null,
    timestamp: ctx.now,
    event_name: event.name,
    event_id: ctx.eventId,
    last_url: ctx.lastUrl,
    paras: { android_channel: null, ...event.paras },
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

export const trackEventMutation = (api: ApiClient) => endpointMutation(api, trackingEndpoints.writeKafka);

/** `track(event)`: sends one record and forgets it. */
export function useTrackEvent(): (event: TrackEvent) => void {
  const env = useEnvironment();
  const { user } = useUserState(useUserStore());
  const { mutate } = useMutation(trackEventMutation(useApi()));
  const userId = user?.userId ?? null;
  return useCallback(
    (event: TrackEvent) => {
      const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
      const record = trackingRecord(event, {
        env,
        userAgent: navigator.userAgent,
        userId,
        deviceId: getSystemInfo()?.appDeviceId || keptId(localStore, LOCAL_KEYS.trackingDeviceId),
        sessionId: keptId(sessionStore, SESSION_KEYS.trackingSessionId),
        now: Date.now(),
        eventId: randomId(),
        lastUrl: document.referrer || null,
        network: connection?.effectiveType ?? 'unknown',
      });
      mutate({ body: record });
    },
    [env, userId, mutate],
  );
}
