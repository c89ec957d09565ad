/**
 * Who sees which parent-centre entry (doc 3 §2, §5, §6; doc 1 §5), in one place:
 *
 * | entry                              | shown when                                                              |
 * | ---------------------------------- | ----------------------------------------------------------------------- |
 * | the whole screen                   | a token; none → user info cleared, /login                                |
 * | "my exchanges" (header)            | not in the mini-program                                                  |
 * | praise encouragement               | the iOS app at version 1.0.7 or higher                                   |
 * | study tasks' undone count          | official students outside the mini-program (the entry: every parent)     |
 * | learning materials                 | official students outside the mini-program                               |
 * | wrong-answer set                   | config switch 'all', or the user id on its white list                    |
 * | tutor                              | crUid ≠ 0                                                               |
 * | invite poster / screenshot upload  | their hide flag is 0 (shown) in the invite config                       |
 * | bean shop                          | always; outside the app it asks for the app (→ /downloadApp?enter=61&type=2) |
 * | phone consult                      | always; on iOS (app or Safari) it copies the number with a toast        |
 *
 * Everything else (orders, addresses, logistics, activity centre, tasks, medals, invite rewards, study tasks,
 * reports, leave, help, online consult, settings, edit profile, check-in, feedback) shows to every parent with a
 * token. Study tasks: doc 3 §2 lists the entry with no role ("official students only" qualifies the learning
 * materials), and doc 3 §5 / §6 restrict its *count* ("study-task counts and learning materials are for
 * OFFICIAL_STUDENT, not in the mini-program").
 */
import {
  canSeeWrongSet,
  type InviteConfig,
  STUDENT_STATUS,
  type StudentStatus,
  type WrongSetSwitch,
} from '@wonder/contracts';
import type { Environment } from '../../../platform/env';
import { compareVersions } from '../../../platform/version';

/** The app version from which the praise entry shows (doc 3 §5). */
export const PRAISE_MIN_APP_VERSION = '1.0.7';

export type CentreEnv = Pick<Environment, 'kind' | 'isApp' | 'isMiniProgram' | 'isIosDevice' | 'appVersion'>;

export interface CentreViewer {
  token: string | null;
  userId: string | null;
  status: StudentStatus;
  env: CentreEnv;
  /** From the private info; null while it loads or when it failed (the entry stays hidden). */
  crUid: number | null;
  wrongSetSwitch: WrongSetSwitch | null | undefined;
  invite: InviteConfig | null | undefined;
}

export interface CentreRules {
  redirectTo: '/login' | null;
  showMyExchange: boolean;
  showPraise: boolean;
  /** The study tasks' undone count (and the calls behind it); the entry itself shows to every parent. */
  showStudyTaskCount: boolean;
  showLearningMaterials: boolean;
  showWrongSet: boolean;
  showTutor: boolean;
  showInvitePoster: boolean;
  showInviteScreenshot: boolean;
  /** The shop opens in the app; elsewhere the download prompt. */
  shopInApp: boolean;
  /** Phone consult copies the number (iOS) instead of dialling it. */
  phoneCopies: boolean;
}

const SHOWN = 0;

export function centreRules(v: CentreViewer): CentreRules {
  const officialOutsideMini = v.status === STUDENT_STATUS.OFFICIAL_STUDENT && !v.env.isMiniProgram;
  return {
    redirectTo: v.token ? null : '/login',
    showMyExchange: !v.env.isMiniProgram,
    showPraise:
      v.env.kind === 'ios-app' &&
      v.env.appVersion !== null &&
      compareVersions(v.env.appVersion, PRAISE_MIN_APP_VERSION) >= 0,
    showStudyTaskCount: officialOutsideMini,
    showLearningMaterials: officialOutsideMini,
    showWrongSet: v.userId !== null && canSeeWrongSet(v.wrongSetSwitch, v.userId),
    showTutor: v.crUid !== null && v.crUid !== 0,
    showInvitePoster: v.invite?.minePosterHide === SHOWN && Boolean(v.invite.minePosterUrl),
    showInviteScreenshot: v.invite?.minePresentHide === SHOWN && Boolean(v.invite.minePresentUrl),
    shopInApp: v.env.isApp,
    phoneCopies: v.env.isIosDevice,
  };
}
