/** Stateful handlers of the home page and tab shell (contracts `endpoints.home`, doc 2). */
import type { DefinedHandler } from '../define';
import { listUnclaimedAward, receivePackageAward } from './awards';
import { interestTagPopList, interestTagPopListSave } from './interest-tags';
import { homePageShowConfig } from './list';
import { optionSwitch } from './option-switch';
import { checkWonderfulMoment, getEntranceDetail, getSourceConfig, higherLevelActivity } from './popups';
import { getReportRecord, updateReportReadStatus } from './report';

export const homeHandlers: readonly DefinedHandler[] = [
  homePageShowConfig,
  interestTagPopList,
  interestTagPopListSave,
  listUnclaimedAward,
  receivePackageAward,
  checkWonderfulMoment,
  getEntranceDetail,
  higherLevelActivity,
  getSourceConfig,
  getReportRecord,
  updateReportReadStatus,
  optionSwitch,
];
