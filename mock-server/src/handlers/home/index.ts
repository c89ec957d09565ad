/** Stateful handlers of the home page (contracts `endpoints.home`, doc 2). */
import type { DefinedHandler } from '../define';
import { listUnclaimedAward, receivePackageAward } from './awards';
import { interestTagPopList, interestTagPopListSave } from './interest-tags';
import { homePageShowConfig } from './list';
import { checkWonderfulMoment, getSourceConfig } from './popups';
import { getReportRecord, updateReportReadStatus } from './report';
import { isSubscribe } from './subscribe';
import { trialClaimLogin } from './trial-claim';

export const homeHandlers: readonly DefinedHandler[] = [
  homePageShowConfig,
  interestTagPopList,
  interestTagPopListSave,
  listUnclaimedAward,
  receivePackageAward,
  checkWonderfulMoment,
  getSourceConfig,
  getReportRecord,
  updateReportReadStatus,
  isSubscribe,
  trialClaimLogin,
];
