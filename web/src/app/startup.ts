/**
 * The startup sequence (doc 1 §1): detection → (app: system info, 2 × 5 s, else plain web) → user data →
 * status lookup → done. The loading screen stays until it resolves. Pure over its dependencies so every
 * path is tested without a browser.
 *
 * User data:
 * - app path: the shell's GetUserData (user info and, when the shell has it, the student status);
 * - web path: a mini-program `token` query (visitor auth-token call; failure only logged), a WeChat `code`
 *   query (code → temporary token → real token → user info; unbound → TOURIST with only the openId), or
 *   the stored login. A WeChat visitor with none of them (no token, no openId known) starts the sign-in:
 *   member.weChatAuthorization with this page as backupUrl, then the answered URL is opened in place of
 *   the app (doc 1 §7); WeChat brings the visitor back here with the `code`. Once per tab session, so a
 *   visitor who comes back without a code (declined) stays a TOURIST instead of looping.
 *   A guide page's `code` is its guide's (doc 2 §2 /commonGuide?code=little_teacher_card_mini), not WeChat's:
 *   there the code is left alone and no sign-in starts (the round trip would put WeChat's code in its place).
 * Status lookup: /v1/visitor/getAuthTokenExt (the endpoint answering user + student status) for a token
 * whose status is not known yet; failure → user cleared (openId kept), TOURIST.
 */
import type { StudentInfo, UserInfo } from '@wonder/contracts';
import { DEVICE_TYPE, STUDENT_STATUS, sessionEndpoints } from '@wonder/contracts';
import { ApiBusinessError, type ApiClient } from '@wonder/contracts/client';
import { findRoute } from '../lib/routes';
import type { UserStore } from '../lib/user-store';
import type { Bridge } from '../platform/bridge/bridge';
import type { ShellUserData, SystemEnvInfo } from '../platform/bridge/protocol';
import { applySystemInfo, fetchSystemInfo } from '../platform/bridge/system-info';
import type { Environment } from '../platform/env';
import { WEB_VERSION } from '../platform/version';
import { miniProgramTokenFromQuery, wechatCodeFromQuery, withoutQueryKeys } from '../platform/wechat';

export type UserSource = 'app' | 'mini-program' | 'wechat' | 'stored' | 'none';

export interface StartupResult {
  env: Environment;
  systemInfo: SystemEnvInfo | null;
  userSource: UserSource;
  /** The status lookup failed and the user was cleared. */
  statusLookupFailed: boolean;
  /** The lookup failed with a global expiry code: the app goes to /login once it renders (doc 1 §8). */
  statusLookupExpired: boolean;
  /** The WeChat authorization URL was opened: the page is leaving, the loading screen stays. */
  leaving: boolean;
}

/** The one-time flag of the WeChat sign-in start (platform/storage's session area in the app). */
export interface SignInAttempt {
  started(): boolean;
  markStarted(): void;
}

export interface StartupDeps {
  env: Environment;
  bridge: Pick<Bridge, 'call'>;
  client: Pick<ApiClient, 'call'>;
  store: UserStore;
  /** location.search at startup. */
  search: string;
  /** location.pathname at startup: a guide page's `code` query is its own (see codeIsTheGuides). */
  pathname?: string;
  /** Drop consumed one-time query keys (the WeChat code) from the address bar. */
  dropQueryKeys?(keys: string[]): void;
  log?(message: string, error?: unknown): void;
  systemInfoOptions?: { attempts?: number; timeoutMs?: number };
  /** GetUserData timeout (ms). */
  userDataTimeoutMs?: number;
  /** location.href at startup: the backupUrl WeChat returns to. */
  href?: string;
  /** Opens a URL in place of the app (location.replace). */
  openUrl?(url: string): void;
  wechatSignIn?: SignInAttempt;
  /**
   * When the in-app visit record may leave (default: at once). The app passes lib/first-load/first-view.ts's
   * `afterFirstView`: the record draws nothing, and in the app it was one more request before the first
   * view's largest paint (issue 40).
   */
  later?(task: () => void): void;
}

const GET_USER_DATA_TIMEOUT_MS = 5_000;

function userFrom(data: ShellUserData | UserInfo): UserInfo {
  return {
    token: data.token,
    userId: data.userId,
    time: data.time,
    appToken: data.appToken ?? null,
    openId: data.openId ?? null,
    userName: data.userName ?? null,
    unificationId: data.unificationId ?? null,
  };
}

interface StudentFields {
  studentStatus?: StudentInfo['studentStatus'] | null;
  studentAuditionStatusEnums?: StudentInfo['studentAuditionStatusEnums'];
  step?: string | null;
  payedStudentStatusText?: string | null;
}

function studentFrom(data: StudentFields): StudentInfo | null {
  if (!data.studentStatus) return null;
  return {
    studentStatus: data.studentStatus,
    studentAuditionStatusEnums: data.studentAuditionStatusEnums ?? null,
    step: data.step ?? null,
    payedStudentStatusText: data.payedStudentStatusText ?? null,
  };
}

/**
 * The guide pages (doc 1 §2) name their guide with a `code` query (doc 2 §2: the mini-program's teacher visit
 * goes to /commonGuide?code=little_teacher_card_mini), the key WeChat's own authorization redirect uses: on a
 * guide page the code is the guide's, never a WeChat authorization code.
 */
function codeIsTheGuides(pathname: string | undefined): boolean {
  return pathname !== undefined && findRoute(pathname)?.group === 'guide';
}

export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  const log = deps.log ?? (() => {});
  let env = deps.env;
  let systemInfo: SystemEnvInfo | null = null;

  // 1. Inside the app: the shell's system info, else plain web.
  if (env.isApp) {
    systemInfo = await fetchSystemInfo(deps.bridge, deps.systemInfoOptions);
    env = applySystemInfo(env, systemInfo);
    if (env.isApp) deps.bridge.call('SetWebVersion', { version: WEB_VERSION }).catch(() => {});
  }

  // 2. User data.
  let userSource: UserSource = 'none';
  let statusKnown = false;
  if (env.isApp) {
    userSource = 'app';
    try {
      const data = await deps.bridge.call(
        'GetUserData',
        {},
        { timeoutMs: deps.userDataTimeoutMs ?? GET_USER_DATA_TIMEOUT_MS },
      );
      if (data?.token) {
        const student = studentFrom(data);
        deps.store.setUser(userFrom(data), student ?? undefined);
        statusKnown = student !== null;
      } else {
        deps.store.logout();
      }
    } catch (error) {
      log('GetUserData failed', error);
      deps.store.logout();
    }
  } else {
    const miniToken = env.isMiniProgram ? miniProgramTokenFromQuery(deps.search) : null;
    const guideCode = codeIsTheGuides(deps.pathname);
    const code = env.isWechat && !guideCode ? wechatCodeFromQuery(deps.search) : null;
    if (miniToken) {
      userSource = 'mini-program';
      try {
        const user = await deps.client.call(sessionEndpoints.getAuthToken, { query: { token: miniToken } });
        deps.store.setUser(userFrom(user));
      } catch (error) {
        // doc 1 §8: a failed mini-program token conversion is only logged.
        log('mini-program token conversion failed', error);
      }
    } else if (code) {
      userSource = 'wechat';
      deps.dropQueryKeys?.(['code', 'state']);
      try {
        const backup = await deps.client.call(sessionEndpoints.wechatBackup, {
          body: { code, appTypeCode: 'MASTER_WECHAT' },
        });
        const openId = backup.userinfos[0]?.openid ?? null;
        if (!backup.token) {
          // Unbound WeChat user: TOURIST known only by openId (doc 1 §4).
          deps.store.logout();
          deps.store.setOpenId(openId);
          statusKnown = true;
        } else {
          const real = await deps.client.call(sessionEndpoints.realToken, { body: { token: backup.token } });
          const info = await deps.client.call(sessionEndpoints.userInfoByToken, {
            query: { token: real.token },
          });
          const user = userFrom(info);
          deps.store.setUser({ ...user, openId: user.openId ?? openId }, studentFrom(info) ?? undefined);
          statusKnown = studentFrom(info) !== null;
        }
      } catch (error) {
        log('WeChat sign-in failed', error);
      }
    } else if (deps.store.token()) {
      userSource = 'stored';
    } else if (env.isWechat && !guideCode && (await startWechatSignIn(deps, log))) {
      return {
        env,
        systemInfo,
        userSource: 'wechat',
        statusLookupFailed: false,
        statusLookupExpired: false,
        leaving: true,
      };
    }
  }

  // 3. Status lookup.
  let statusLookupFailed = false;
  let statusLookupExpired = false;
  const token = deps.store.token();
  if (token && !statusKnown) {
    try {
      const ext = await deps.client.call(sessionEndpoints.getAuthTokenExt, { query: { token } });
      const student = studentFrom(ext);
      // The lookup answers the account behind the token as it is now: a login kept from an earlier visit takes
      // its current id and names (doc 1 §4 "success saves user info"), e.g. after the account changed hands
      // in the simulator (a persona switch re-points the session's tokens). The token and its time stay.
      const stored = deps.store.getState().user;
      if (stored)
        deps.store.setUser(
          {
            ...stored,
            userId: ext.userId,
            userName: ext.userName ?? stored.userName ?? null,
            unificationId: ext.unificationId ?? stored.unificationId ?? null,
            appToken: ext.appToken ?? stored.appToken ?? null,
          },
          student ?? undefined,
        );
      else if (student) deps.store.setStudent(student);
    } catch (error) {
      log('status lookup failed', error);
      deps.store.logout();
      statusLookupFailed = true;
      statusLookupExpired = error instanceof ApiBusinessError && error.isGlobalExpiry;
    }
  } else if (!token && !statusKnown) {
    // No token: whatever was stored, the visitor is a TOURIST.
    if (deps.store.getState().user) deps.store.logout();
  }

  recordAppVisit(deps, env, log);
  return { env, systemInfo, userSource, statusLookupFailed, statusLookupExpired, leaving: false };
}

/**
 * doc 1 §6 "The recordVisitedApp call runs only in-app for official or unofficial students": the app host's
 * POST /v1/index/appLogin (deviceType 1 Android, 2 iOS; doc 1 §7), fire and forget — startup never waits
 * for a record (it leaves when `later` says), and a failure is only logged (domain/error-policy.ts).
 */
function recordAppVisit(deps: StartupDeps, env: Environment, log: (m: string, e?: unknown) => void): void {
  const token = deps.store.token();
  const status = deps.store.studentStatus();
  if (!env.isApp || !token || status === STUDENT_STATUS.TOURIST) return;
  const deviceType = env.platform === 'ios' ? DEVICE_TYPE.IOS : DEVICE_TYPE.ANDROID;
  const send = () =>
    void deps.client
      .call(sessionEndpoints.appLogin, { body: { deviceType, token } })
      .catch((error) => log('app visit record failed', error));
  (deps.later ?? ((task) => task()))(send);
}

/**
 * doc 1 §7 "POST member /member/v1/weChatAuthorization | backupUrl | code, data (url to open)": true when
 * the answered URL was opened. Not for a visitor already known by openId (an unbound user back from the
 * round trip) nor twice in a tab session; a failure is logged and the visitor stays a TOURIST.
 */
async function startWechatSignIn(deps: StartupDeps, log: (m: string, e?: unknown) => void): Promise<boolean> {
  const attempt = deps.wechatSignIn;
  if (!deps.href || !deps.openUrl || !attempt || attempt.started() || deps.store.getState().openId)
    return false;
  attempt.markStarted();
  try {
    const url = await deps.client.call(sessionEndpoints.weChatAuthorization, {
      body: { backupUrl: withoutQueryKeys(deps.href, ['code', 'state']) },
    });
    deps.openUrl(url);
    return true;
  } catch (error) {
    log('WeChat authorization failed', error);
    return false;
  }
}
