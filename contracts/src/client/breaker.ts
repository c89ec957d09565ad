/**
 * The client's guard against request storms. Whatever a screen does (a render loop, an effect that refires,
 * a query observer that remounts on every failure), the same failing call is never sent more often than the
 * policy allows: a struggling service must not be hammered by every phone that shows it.
 *
 * Two levels, one per endpoint:
 * - **the same call** (endpoint and the same input) failed `sameCall` times within `windowMs`: the next one is
 *   answered with its latest failure, without sending. The screen behaves exactly as if the server had
 *   answered again (the same business code, the same dialog), so a parent tapping 重试 sees the same outcome;
 * - **the endpoint** failed `endpoint` times within the window, whatever the input (a loop whose input
 *   changes, e.g. a timestamp): further calls fail at once with `ApiNetworkError` kind `'breaker'`, which the
 *   app's error policy logs.
 * A failure leaves the window `windowMs` after it happened, so a loop still sends a few calls per window (its
 * bug shows in the journal) and a parent who waits is heard again. A success of the endpoint clears it: the
 * service is back. The retry of doc 1 §7 (once on 404, 504 or no response) is inside one call: it never
 * counts twice.
 */
import type { ApiError } from './errors';

export interface BreakerPolicy {
  /** Failures of the same call within the window after which it is answered from the last one. */
  readonly sameCall: number;
  /** Failures of the endpoint, any input, within the window after which its calls fail at once. */
  readonly endpoint: number;
  readonly windowMs: number;
}

/**
 * Chosen (the spec has no breaker): three tries of the same call in ten seconds is a first load and two taps
 * of 重试; eight failures of one endpoint in ten seconds is more than any screen of the app makes by design
 * (the home list's pages, the step-up lists) and far below a loop's fifty a second.
 */
export const BREAKER_POLICY: BreakerPolicy = { sameCall: 3, endpoint: 8, windowMs: 10_000 };

interface Failure {
  at: number;
  key: string;
  error: ApiError;
}

export type BreakerVerdict =
  /** Send it. */
  | { kind: 'send' }
  /** Answer with this failure of the same call, unsent. */
  | { kind: 'replay'; error: ApiError }
  /** The endpoint is failing for every input: fail at once. */
  | { kind: 'open' };

export class CallBreaker {
  /** Recent failures per endpoint id, oldest first; never more than `policy.endpoint` each. */
  private readonly failures = new Map<string, Failure[]>();

  constructor(
    private readonly policy: BreakerPolicy = BREAKER_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  /** What to do with a call of `endpointId` whose input is `key` (callKey). */
  verdict(endpointId: string, key: string): BreakerVerdict {
    const recent = this.recent(endpointId);
    if (recent.length >= this.policy.endpoint) return { kind: 'open' };
    const same = recent.filter((f) => f.key === key);
    const last = same.at(-1);
    return last && same.length >= this.policy.sameCall
      ? { kind: 'replay', error: last.error }
      : { kind: 'send' };
  }

  /** A sent call failed. */
  failed(endpointId: string, key: string, error: ApiError): void {
    const recent = this.recent(endpointId);
    recent.push({ at: this.now(), key, error });
    if (recent.length > this.policy.endpoint) recent.shift();
    this.failures.set(endpointId, recent);
  }

  /** A sent call succeeded: the endpoint answers again. */
  succeeded(endpointId: string): void {
    this.failures.delete(endpointId);
  }

  /** The endpoint's failures still inside the window (the older ones dropped). */
  private recent(endpointId: string): Failure[] {
    const list = this.failures.get(endpointId);
    if (!list) return [];
    const since = this.now() - this.policy.windowMs;
    const kept = list.filter((f) => f.at > since);
    if (kept.length === 0) this.failures.delete(endpointId);
    else this.failures.set(endpointId, kept);
    return kept;
  }
}

/** What makes two calls of one endpoint "the same call": everything the caller chose to send. */
export function callKey(options: {
  query?: unknown;
  body?: unknown;
  captchaSecondCode?: string;
  serviceToken?: string;
  grey?: boolean;
}): string {
  return JSON.stringify([
    options.query ?? null,
    options.body ?? null,
    options.captchaSecondCode ?? null,
    options.serviceToken ?? null,
    options.grey ?? false,
  ]);
}
