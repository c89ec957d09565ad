/**
 * The scenario params the home handlers read. Each popup of the home priority chain (doc 2 §4) has its own
 * switch, so scenarios combine: `popup-check-in` + `popup-newcomer` turns both on, and `popups-all` sets them
 * all. Without a switch the popup's call answers "nothing to show": the simulator's 'default' home is calm.
 */
export const HOME_PARAM = {
  /** The higher-level (step-up) activity period contains the session's now. */
  popupStepUp: 'popupStepUp',
  /** listUnclaimedAward answers the persona's unclaimed awards (minus the claimed ones). */
  popupClassHourGift: 'popupClassHourGift',
  /** isSignIn answers false: the parent has not checked in today. */
  popupCheckIn: 'popupCheckIn',
  /** A whole number ≥ 0: isSignIn answers it as dayNum (the days checked in so far) instead of the fixture's. */
  checkInDays: 'checkInDays',
  /** getEntranceDetail answers third scene with isShowPop. */
  popupNewcomer: 'popupNewcomer',
  /** checkWonderfulMoment answers popup true. */
  popupWonderful: 'popupWonderful',
  /** interestTagPopList answers the tag popup, its first group already at maxChosedNum. */
  popupInterestTags: 'popupInterestTags',
  /** getSourceConfig answers its popup. */
  popupSourceConfig: 'popupSourceConfig',
  /** 1..4: getEntranceDetail answers exactly that scene flag. */
  newcomerScene: 'newcomerScene',
  /** getReportRecord carries a new (unread) report record. */
  reportNewRecord: 'reportNewRecord',
  /** isSubscribe answers false: the notification popup's follow stage shows after the chain. */
  notifyFollow: 'notifyFollow',
} as const;

export type HomeParam = (typeof HOME_PARAM)[keyof typeof HOME_PARAM];

/** The popup switches in the order of the home priority chain (doc 2 §4, first reading). */
export const POPUP_PARAMS = [
  HOME_PARAM.popupStepUp,
  HOME_PARAM.popupClassHourGift,
  HOME_PARAM.popupCheckIn,
  HOME_PARAM.popupNewcomer,
  HOME_PARAM.popupWonderful,
  HOME_PARAM.popupInterestTags,
  HOME_PARAM.popupSourceConfig,
] as const;

/** A param is on when set to anything but 0 / '' / '0'. */
export function isOn(params: Readonly<Record<string, number | string>>, name: HomeParam): boolean {
  const v = params[name];
  return v !== undefined && v !== 0 && v !== '' && v !== '0';
}
