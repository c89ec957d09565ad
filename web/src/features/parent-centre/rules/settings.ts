/**
 * The settings screen (/option, doc 3 §2 "service centre: … settings (/option)"): what it lists and what it
 * does. The spec gives it two facts — it needs a token (doc 1 §6 "The growth tab and settings need a token")
 * and a logout (doc 1 §4 "logout leads to /login", §8 已退出登录, §1 "Logout keeps only openId") — and no
 * rows: the rows below are chosen, each a page of the route table a parent looks for in settings.
 */
import type { RoutePath } from '../../../lib/routes';

export type SettingKey = 'profile' | 'cancelAccount' | 'agreement' | 'privacy' | 'childrenPrivacy';

export interface SettingRow {
  key: SettingKey;
  path: RoutePath;
}

/** Chosen rows, in order: the profile, the account cancellation (doc 1 §2 /logout), the three documents. */
export const SETTING_ROWS: readonly SettingRow[] = [
  { key: 'profile', path: '/settingUpInformation' },
  { key: 'cancelAccount', path: '/logout/step1' },
  { key: 'agreement', path: '/userAgreement' },
  { key: 'privacy', path: '/userPrivacy' },
  { key: 'childrenPrivacy', path: '/userChildrenPrivacy' },
];

/**
 * After the session's logout (domain/session-logout.ts, which goes to /login): inside the native app the shell
 * holds the login too (startup reads it with GetUserData), so it is asked to show its own login
 * (BackToAppLogin, doc 1 §7); a web logout alone would be undone by the next start. Chosen: the spec lists
 * the bridge call without saying when.
 */
export const asksShellToLogIn = (env: { isApp: boolean }): boolean => env.isApp;
