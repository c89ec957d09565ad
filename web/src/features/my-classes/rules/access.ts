/**
 * Who sees what on the my-classes screens (doc 3 §5, §6), in one place:
 *
 * | viewer / environment      | /myTabClass                                                                 |
 * | ------------------------- | --------------------------------------------------------------------------- |
 * | tourist (no token)        | → /login (user cleared); likewise /myClassList and /courseList              |
 * | trial (UNOFFICIAL)        | the categories the server gives; a study-tasks card without its count       |
 * | official                  | every category; the study-tasks card's count outside the mini-program       |
 * | app (iOS / Android)       | subject tabs; banners for platform 3 / 2                                    |
 * | WeChat browser, browser   | subject tabs; banners for platform 1 (web)                                  |
 * | mini-program              | no subject tabs (no config call); only the math brand's categories          |
 *
 * Banner audience: tourist 3, unofficial 1, official 2 (doc 2 §6, the banner gateway's values).
 * Study tasks: doc 3 §5 / §6 restrict the study-task *counts* ("study-task counts and learning materials are for
 * OFFICIAL_STUDENT, not in the mini-program"), not the card the server gives.
 */
import {
  BANNER_PLATFORM_TYPE,
  BANNER_USER_TYPE,
  STUDENT_STATUS,
  type StudentStatus,
  SUBJECTS,
} from '@wonder/contracts';
import type { Environment } from '../../../platform/env';

export interface Viewer {
  token: string | null;
  status: StudentStatus;
  env: Pick<Environment, 'isApp' | 'isMiniProgram' | 'platform'>;
}

export interface MyClassesRules {
  /** Where the screen sends the viewer instead of rendering (a missing token). */
  redirectTo: '/login' | null;
  subjectTabs: boolean;
  /** Only this subject's categories are shown (the mini-program queries the math brand only). */
  onlySubject: number | null;
  /** The study-tasks card shows its task count (official students outside the mini-program). */
  studyTaskCount: boolean;
  bannerUserType: (typeof BANNER_USER_TYPE)[keyof typeof BANNER_USER_TYPE];
  bannerPlatformType: (typeof BANNER_PLATFORM_TYPE)[keyof typeof BANNER_PLATFORM_TYPE];
}

export function myClassesRules({ token, status, env }: Viewer): MyClassesRules {
  const official = status === STUDENT_STATUS.OFFICIAL_STUDENT;
  return {
    redirectTo: token ? null : '/login',
    subjectTabs: !env.isMiniProgram,
    onlySubject: env.isMiniProgram ? SUBJECTS.math.id : null,
    studyTaskCount: official && !env.isMiniProgram,
    bannerUserType: !token
      ? BANNER_USER_TYPE.TOURIST
      : official
        ? BANNER_USER_TYPE.OFFICIAL_STUDENT
        : BANNER_USER_TYPE.UNOFFICIAL_STUDENT,
    bannerPlatformType: !env.isApp
      ? BANNER_PLATFORM_TYPE.WEB
      : env.platform === 'ios'
        ? BANNER_PLATFORM_TYPE.IOS
        : BANNER_PLATFORM_TYPE.ANDROID,
  };
}

/** The lesson pages behind the cards need a token too (doc 3 §1: without one, /login). */
export function lessonPageRedirect(token: string | null): '/login' | null {
  return token ? null : '/login';
}
