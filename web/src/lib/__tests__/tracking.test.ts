/**
 * The tracking record (doc 1 §3) built from what the page knows: the platform code per environment, the
 * app's version inside the app and the H5's elsewhere, the event's own paras over android_channel, and the
 * two fields no page can honestly fill (mnc, ipaddr) sent empty (issue 34, web README "Event tracking").
 */
import { TRACKING_PLATFORM, TrackingRecordSchema } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { detectEnvironment } from '../../platform/env';
import { WEB_VERSION } from '../../platform/version';
import { APP_UA, WEB_UA } from '../../test/support';
import { TRACK_EVENTS } from '../track-events';
import { type TrackingContext, trackingRecord } from '../tracking';

const context = (userAgent: string, extra: Partial<TrackingContext> = {}): TrackingContext => ({
  env: detectEnvironment({ userAgent }),
  userAgent,
  userId: 'u-1',
  deviceId: 'd-1',
  sessionId: 's-1',
  now: 1_790_000_000_000,
  eventId: 'e-1',
  lastUrl: null,
  network: '4g',
  androidChannel: null,
  ...extra,
});

const IOS_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 WonderParent/2.5.0 (iOS)';
const WECHAT_UA = `${WEB_UA} MicroMessenger/8.0.49`;

describe('the tracking record (doc 1 §3)', () => {
  const view = { name: TRACK_EVENTS.pageView, paras: { page_name: '忘记密码' } };

  it('names the platform per environment: Android app 1, iOS app 2, WeChat 3, a phone browser 4', () => {
    const platform = (ua: string) => trackingRecord(view, context(ua)).platform;
    expect([APP_UA, IOS_APP_UA, WECHAT_UA, WEB_UA].map(platform)).toEqual([
      TRACKING_PLATFORM.ANDROID_APP,
      TRACKING_PLATFORM.IOS_APP,
      TRACKING_PLATFORM.WEB,
      TRACKING_PLATFORM.OTHER,
    ]);
  });

  it("carries the app's version inside the app, the H5's elsewhere, and the event's paras over the channel", () => {
    const inApp = trackingRecord(view, context(APP_UA, { androidChannel: 'mi' }));
    expect(inApp).toMatchObject({ os: 'Android', app_version: '2.5.0', event_name: 'page_view' });
    expect(inApp.paras).toEqual({ android_channel: 'mi', page_name: '忘记密码' });
    expect(trackingRecord(view, context(WEB_UA)).app_version).toBe(WEB_VERSION);
  });

  it('sends mnc and ipaddr empty: no page can know the carrier or its own public address', () => {
    const record = trackingRecord(view, context(APP_UA, { network: 'wifi' }));
    expect(record).toMatchObject({ network: 'wifi', mnc: null, ipaddr: null });
    // Empty is what the contract allows for both, so the collector takes the record.
    expect(TrackingRecordSchema.safeParse(record).success).toBe(true);
  });
});
