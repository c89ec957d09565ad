/**
 * The app-only page's rules (doc 1 §2, §5): what a parent meets on a route this H5 leaves to the native app,
 * and the page names tracked there. Spec rules over the route table (lib/routes.ts), read by the app-only
 * page (app/AppOnlyScreen.tsx).
 */
import type { RoutePath } from '../lib/routes';
import { type GatedFeature, gatePlatformOf, minimumVersion } from '../platform/bridge/gates';
import type { Environment } from '../platform/env';
import { isAtLeast } from '../platform/version';
import { texts } from '../texts';

/**
 * What a parent meets on a route this H5 does not draw (app/AppOnlyScreen.tsx: no screen in app/screens.ts).
 * The spec names these routes and describes none of them: the native app draws them itself, from its own
 * entries. So the page tells the truth where the parent is:
 * - `download` (a browser, WeChat, the mini-program): the feature is in the app, here is how to get it;
 * - `fromApp` (the native app, a version that has the page): the app opens it from its own entry, so the
 *   page says so and offers 返回 / 回到首页: telling a parent on the newest app to update is false;
 * - `update` (the native app, older than the version that has the page): the one case where updating helps;
 * - `codeLogin` (/findPassword outside the app): see below.
 *
 * Which app version has which page: `APP_PAGE_FEATURES`, the native feature a page depends on, whose minimum
 * version per platform is doc 1 §5's (platform/bridge/gates.ts `VERSION_GATES`, one table for both uses).
 * **Default (chosen): every route not listed needs no minimum** — the spec gives no app version for any page,
 * only for these native features, so a page that needs none of them is taken to be in every app that can
 * load this H5 (a current app, 2.6.0 like the simulated shell, meets "update" nowhere). An app whose
 * version is unknown (no UA marker, no system info) is not told to update either: nothing says it
 * is old.
 *
 * The three routes the H5's own screens lead to (issue 34):
 * - `/survey` (the satisfaction popup's 去评价, on leaving /myClassList): the questionnaire's content is in
 *   no document and lives in the app; the default applies (in the app: open it from the app; elsewhere:
 *   download). The popup itself is the spec's (doc 1 §7), so it stays; its button leads to the truth.
 * - `/logout/step1` (settings' 注销账号): account cancellation verifies the phone by SMS in steps the spec
 *   only names; deleting an account is not something to imitate, so the default applies as well.
 * - `/findPassword` (the password form's 忘记密码): a parent who forgot the password needs no new one to get
 *   in: the SMS-code login is the password-free way (doc 1 §2), so outside the app the page says so and
 *   leads back to /login (whose default mode is the code login) instead of sending them to a download.
 */
export type AppOnlyNotice = 'download' | 'fromApp' | 'update' | 'codeLogin';

/** The native feature a page of the app depends on (doc 1 §5): its minimum app version is the page's. */
export const APP_PAGE_FEATURES: { readonly [P in RoutePath]?: GatedFeature } = {
  // Homework is photographed and corrected through CorrectHomework.
  '/homework/submit': 'correctHomework',
  // The wrong-answer set is corrected through CorrectSpecialTopicWrongTitle.
  '/wrongWorkGroup': 'correctWrongQuestion',
  // A poster is shared as an image.
  '/sharePoster': 'shareImage',
  // A little teacher's video is shared as a video.
  '/littleTeacherShare': 'shareVideo',
};

/** Routes whose page outside the app offers the code login instead of the download (above). */
const CODE_LOGIN_INSTEAD: ReadonlySet<RoutePath> = new Set<RoutePath>(['/findPassword']);

/** The app version a route's page needs on this app's platform, or null when it needs none. */
export function appVersionFor(path: RoutePath, env: Pick<Environment, 'platform'>): string | null {
  const feature = APP_PAGE_FEATURES[path];
  return feature ? minimumVersion(feature, gatePlatformOf(env.platform)) : null;
}

/** What the app-only page of a route says here (above). */
export function appOnlyNotice(
  path: RoutePath,
  env: Pick<Environment, 'isApp' | 'platform' | 'appVersion'>,
): AppOnlyNotice {
  if (!env.isApp) return CODE_LOGIN_INSTEAD.has(path) ? 'codeLogin' : 'download';
  const minimum = appVersionFor(path, env);
  return minimum && env.appVersion && !isAtLeast(env.appVersion, minimum) ? 'update' : 'fromApp';
}

/**
 * Page names tracked when a route renders (doc 1 §2 "Page names used for tracking: login by SMS, forgot
 * password, account deletion SMS verification"): the two whose routes this H5 leaves to the app-only page
 * (/findPassword; /logout/step2, the cancellation's phone check) send a page view with their name there.
 * "Login by SMS" is the login screen's SMS mode (features/login/rules/tracking.ts).
 */
export const TRACKED_PAGE_NAMES: { readonly [P in RoutePath]?: string } = {
  '/findPassword': texts.trackingPageNames.forgotPassword,
  '/logout/step2': texts.trackingPageNames.cancellationSms,
};
