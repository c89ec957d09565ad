/**
 * Home's popup chain (doc 2 §4), pure: one popup at a time, in the spec's order — step-up (higher level),
 * class-hour gift, check-in, newcomer, wonderful activities, interest tags. A popup waits while one before
 * it is still loading, so the order never flips on a slow call; a call that failed counts as done with
 * nothing to show ("network failures set the loading flags to done so popups are not blocked").
 *
 * The source-config popup shows "only when none of these show and all their loading flags are done":
 * read as none of them had anything to show on this visit. Closing the chain's popups one by one therefore
 * ends with nothing, not with the source-config popup (the popups-all journey pins it).
 *
 * The notification popup comes after the chain: only once it has settled with nothing showing.
 */
import type { SignInStatus } from '@wonder/contracts';

export const CHAIN_ORDER = [
  'stepUp',
  'classHourGift',
  'checkIn',
  'newcomer',
  'wonderful',
  'interestTags',
] as const;
export type ChainPopup = (typeof CHAIN_ORDER)[number];
export type HomePopup = ChainPopup | 'sourceConfig';

/** A popup's readiness: its calls in flight, nothing to show (or failed, or not asked), or something to show. */
export type PopupReadiness = 'loading' | 'none' | 'show';

export type ChainReadiness = Record<ChainPopup, PopupReadiness> & { sourceConfig: PopupReadiness };

export interface ChainDecision {
  /** The popup to show now, or null. */
  current: HomePopup | null;
  /** Every popup is decided and none is showing: the notification popup may run. */
  settled: boolean;
}

export function decidePopup(r: ChainReadiness, closed: ReadonlySet<HomePopup>): ChainDecision {
  for (const key of CHAIN_ORDER) {
    if (r[key] === 'loading') return { current: null, settled: false };
    if (r[key] === 'show' && !closed.has(key)) return { current: key, settled: false };
  }
  const chainShowed = CHAIN_ORDER.some((key) => r[key] === 'show');
  if (chainShowed) return { current: null, settled: true };
  if (r.sourceConfig === 'loading') return { current: null, settled: false };
  if (r.sourceConfig === 'show' && !closed.has('sourceConfig'))
    return { current: 'sourceConfig', settled: false };
  return { current: null, settled: true };
}

/** The readiness of a popup from its query: pending → loading; failed or nothing → none. */
export function readiness(
  q: { enabled: boolean; isPending: boolean; isError: boolean },
  show: boolean,
): PopupReadiness {
  if (!q.enabled || q.isError) return 'none';
  if (q.isPending) return 'loading';
  return show ? 'show' : 'none';
}

/**
 * Check-in popup (doc 2 §3, §4): shows when isSignIn says the parent has not checked in today; its day count
 * is dayNum, shown only once there is one (0 days: the first check-in, no count).
 */
export function checkInPopup(data: SignInStatus | undefined): {
  show: boolean;
  dayNum: number | null;
} {
  if (!data) return { show: false, dayNum: null };
  return { show: !data.signIn, dayNum: data.dayNum > 0 ? data.dayNum : null };
}

/** The class-hour gift's total: giveClass summed (doc 2 §3). */
export function giftHours(awards: readonly { giveClass: number }[]): number {
  return awards.reduce((sum, a) => sum + a.giveClass, 0);
}

export type GiftMode = 'popup' | 'tip' | 'none';

/**
 * Class-hour gift (doc 2 §4): skipped when the list is empty; in the app it opens the first time it is shown
 * (a local flag remembers it); outside the app a tip flag replaces it. Once the popup has been shown, awards
 * still unclaimed keep the tip (chosen: nothing earned is hidden from the parent).
 */
export function giftMode(
  awards: readonly unknown[] | undefined,
  isApp: boolean,
  shownBefore: boolean,
): GiftMode {
  if (!awards?.length) return 'none';
  if (!isApp) return 'tip';
  return shownBefore ? 'tip' : 'popup';
}
