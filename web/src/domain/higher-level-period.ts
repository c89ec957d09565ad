/**
 * The 2021 step-up entrance (and home's step-up popup) is shown only inside its activity period (doc 2 §9, doc 3 §4, §9). The period
 * comes from a static JSON (contracts static.higherLevelActivity):
 * - the JSON answered a usable window → that window;
 * - it answered dates that make no window (unreadable, or the end not after the start) → the spec's default
 *   period, 2021/05/31 00:00:00 – 2021/06/20 23:59:59;
 * - it could not be read at all (network, HTTP error, off-contract) → the spec's fallback window,
 *   2021/06/10 00:00:00 – 2021/06/20 23:59:59 (contracts STEP_UP_LIMITS: "fallback window when the
 *   activity-period JSON cannot be read").
 * Dates are Beijing time.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD,
  FALLBACK_HIGHER_LEVEL_ACTIVITY_WINDOW,
  type HigherLevelActivityConfig,
  stepUpEndpoints,
} from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { parseBeijing } from './beijing-time';

export interface ActivityPeriod {
  start: number;
  end: number;
  /** As written, for the closed state's text. */
  startText: string;
  endText: string;
  source: 'config' | 'default' | 'fallback';
}

function periodOf(
  config: { startTime: string; endTime: string },
  source: ActivityPeriod['source'],
): ActivityPeriod | null {
  const start = parseBeijing(config.startTime);
  const end = parseBeijing(config.endTime);
  if (start === null || end === null || end <= start) return null;
  return { start, end, startText: config.startTime, endText: config.endTime, source };
}

export const DEFAULT_PERIOD = periodOf(DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD, 'default') as ActivityPeriod;
export const FALLBACK_PERIOD = periodOf(FALLBACK_HIGHER_LEVEL_ACTIVITY_WINDOW, 'fallback') as ActivityPeriod;

/** The period to apply: the config's when it answered (null = it could not be read). */
export function resolvePeriod(config: HigherLevelActivityConfig | null): ActivityPeriod {
  if (config === null) return FALLBACK_PERIOD;
  return periodOf(config, 'config') ?? DEFAULT_PERIOD;
}

/** Inclusive at both ends: 23:59:59 of the last day still belongs to the period. */
export function isInPeriod(period: ActivityPeriod, now: number): boolean {
  return now >= period.start && now <= period.end + 999;
}

/** The activity period's static JSON; null when it cannot be read (the fallback window applies). */
export const activityPeriodQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [stepUpEndpoints.higherLevelActivity.id],
    queryFn: () => api.call(stepUpEndpoints.higherLevelActivity).catch(() => null),
    staleTime: 10 * 60_000,
  });
