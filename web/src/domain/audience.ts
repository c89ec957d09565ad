/**
 * The audience values the content calls take (doc 2 §6), in one place: the home list's user type (tourist 1,
 * official 2, unofficial 3), the banner gateway's (tourist 3, unofficial 1, official 2 — the spec states
 * both as they are), and the platform type (web 1, Android 2, iOS 3) from the environment.
 */
import {
  BANNER_PLATFORM_TYPE,
  BANNER_USER_TYPE,
  HOME_LIST_USER_TYPE,
  STUDENT_STATUS,
  type StudentStatus,
} from '@wonder/contracts';
import type { Environment } from '../platform/env';

type Values<T> = T[keyof T];

export interface Audience {
  token: string | null;
  status: StudentStatus;
}

const roleOf = ({ token, status }: Audience) =>
  !token || status === STUDENT_STATUS.TOURIST
    ? 'tourist'
    : status === STUDENT_STATUS.OFFICIAL_STUDENT
      ? 'official'
      : 'unofficial';

export function homeListUserType(a: Audience): Values<typeof HOME_LIST_USER_TYPE> {
  return {
    tourist: HOME_LIST_USER_TYPE.TOURIST,
    official: HOME_LIST_USER_TYPE.OFFICIAL_STUDENT,
    unofficial: HOME_LIST_USER_TYPE.UNOFFICIAL_STUDENT,
  }[roleOf(a)];
}

export function bannerUserType(a: Audience): Values<typeof BANNER_USER_TYPE> {
  return {
    tourist: BANNER_USER_TYPE.TOURIST,
    official: BANNER_USER_TYPE.OFFICIAL_STUDENT,
    unofficial: BANNER_USER_TYPE.UNOFFICIAL_STUDENT,
  }[roleOf(a)];
}

export function platformType(
  env: Pick<Environment, 'isApp' | 'platform'>,
): Values<typeof BANNER_PLATFORM_TYPE> {
  if (!env.isApp) return BANNER_PLATFORM_TYPE.WEB;
  return env.platform === 'ios' ? BANNER_PLATFORM_TYPE.IOS : BANNER_PLATFORM_TYPE.ANDROID;
}
