/**
 * Who sees what on the growth screens (doc 3 §2, §4, §6; doc 1 §1), in one place:
 *
 * | viewer / environment   | growth tab (/growUp/studyPlan, /growUp/situation, /growUp/growReportList)     |
 * | ---------------------- | ---------------------------------------------------------------------------- |
 * | tourist (no token)     | user info cleared, → /login (also the route guard's rule)                     |
 * | trial (UNOFFICIAL)     | the three tabs for the trial class                                           |
 * | official               | the three tabs; a child in several classes can switch class                  |
 * | native app             | the tabs; the step is left to the app's session (no catePid sent)            |
 * | WeChat browser         | the tabs; the child's info sets the step (catePid of the current class)      |
 * | mini-program           | treated as plain web (doc 1 §1): not supported                               |
 * | plain browser, PC      | not supported: the message and 去下载 → /downloadApp?enter=4                   |
 * | any, share pages       | token-free, read-only, in every environment                                  |
 */
import { STUDENT_STATUS, type StudentStatus } from '@wonder/contracts';
import { type GrowthEnv, growthSupported } from '../../../domain/growth-access';

export interface GrowthRules {
  /** Where the tab sends the viewer instead of rendering (no token). */
  redirectTo: '/login' | null;
  /** false: the browser's not-supported state. */
  supported: boolean;
  /** Outside the app the child's info sets the step (catePid) of the report calls. */
  stepFromChildInfo: boolean;
  /** A child in several classes may switch (only official students have more than one). */
  canSwitchClass: boolean;
  /** Sharing goes through the app's share sheet; elsewhere the page's own menu shares it. */
  canShare: boolean;
}

export function growthRules(viewer: {
  token: string | null;
  status: StudentStatus;
  env: GrowthEnv;
  classCount: number;
}): GrowthRules {
  const { env } = viewer;
  const supported = growthSupported(env);
  return {
    redirectTo: viewer.token ? null : '/login',
    supported,
    stepFromChildInfo: supported && !env.isApp,
    canSwitchClass: viewer.status === STUDENT_STATUS.OFFICIAL_STUDENT && viewer.classCount > 1,
    canShare: env.isApp,
  };
}
