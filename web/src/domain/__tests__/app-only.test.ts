import { describe, expect, it } from 'vitest';
import { isRoutePath, ROUTES } from '../../lib/routes';
import { VERSION_GATES } from '../../platform/bridge/gates';
import { APP_PAGE_FEATURES, appOnlyNotice, appVersionFor } from '../app-only';

describe('what the app-only page says (appOnlyNotice)', () => {
  const app = (platform: 'android' | 'ios', appVersion: string | null) => ({
    isApp: true,
    platform,
    appVersion,
  });
  const browser = { isApp: false, platform: null, appVersion: null };

  it('outside the app: the download, except /findPassword (the code login)', () => {
    expect(appOnlyNotice('/myOrder', browser)).toBe('download');
    expect(appOnlyNotice('/survey', browser)).toBe('download');
    expect(appOnlyNotice('/logout/step1', browser)).toBe('download');
    expect(appOnlyNotice('/findPassword', browser)).toBe('codeLogin');
  });

  it('in a current app (2.6.0, as the simulated shell) no page says "update", on either platform', () => {
    for (const route of ROUTES) {
      expect(appOnlyNotice(route.path, app('android', '2.6.0')), route.path).toBe('fromApp');
      expect(appOnlyNotice(route.path, app('ios', '2.6.0')), route.path).toBe('fromApp');
    }
  });

  it('"update" exactly below the version of the feature the page needs (default: none)', () => {
    expect(appVersionFor('/homework/submit', { platform: 'android' })).toBe(
      VERSION_GATES.correctHomework.android,
    );
    expect(appOnlyNotice('/homework/submit', app('android', '1.8.9'))).toBe('update');
    expect(appOnlyNotice('/homework/submit', app('android', '1.9.0'))).toBe('fromApp');
    // Share image has a minimum on Android only.
    expect(appOnlyNotice('/sharePoster', app('android', '1.6.0'))).toBe('update');
    expect(appOnlyNotice('/sharePoster', app('ios', '1.0.0'))).toBe('fromApp');
    // No row: every app has the page.
    expect(appVersionFor('/myOrder', { platform: 'ios' })).toBeNull();
    expect(appOnlyNotice('/myOrder', app('ios', '0.1.0'))).toBe('fromApp');
    // An app of unknown version is not told to update.
    expect(appOnlyNotice('/homework/submit', app('android', null))).toBe('fromApp');
  });

  it('names only routes the table has and features the gates know', () => {
    for (const [path, feature] of Object.entries(APP_PAGE_FEATURES)) {
      expect(isRoutePath(path), path).toBe(true);
      expect(Object.keys(VERSION_GATES), path).toContain(feature);
    }
  });
});
