/**
 * The grouping countdown (doc 3 §4): until the old seat is released, at the remaining date plus 23:59:59
 * (Beijing), refreshed every second, in the app's one format (domain/countdown.ts). The remaining date is the
 * option switches' time entry (doc 3 §3); the info's releaseTime stands in when the switch has none.
 */
import { endOfBeijingDay } from './dates';

export { COUNTDOWN_TICK_MS, type Remaining, remainingUntil } from '../../../domain/countdown';

/** When the countdown ends, or null when neither date can be read. */
export function countdownEnd(
  remainingDate: string | null | undefined,
  releaseTime: string | null | undefined,
) {
  return endOfBeijingDay(remainingDate) ?? endOfBeijingDay(releaseTime);
}
