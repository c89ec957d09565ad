/**
 * THE error policy of the app, run by the contracts client's onError for every failed call before the caller
 * sees it (queries, mutations and imperative calls alike). The same for every call:
 * - global expiry codes 1000010 / 1000014 / 10000004 → user cleared (openId kept), 登录状态失效, /login. The
 *   visitor auth-token call is exempt: the contracts mark it (ignoresGlobalExpiry), so isGlobalExpiry is false.
 * - member and crm hosts, no usable answer (network, timeout, bare HTTP status) → toast 网络异常 at the
 *   top for 2 s (that client has its own interceptor in the original app, timeouts included);
 * - other hosts, timeout → toast 网络超时 / 请检查网络是否正常; other network failures are only logged
 *   (doc 1 §8: "network failures are logged and loading cleared").
 * An answer that is not success is the error table's (domain/error-policy.ts, given as `decideAnswer`: the
 * table is the spec's, and infrastructure knows no rule of the spec): the server's message as a toast,
 * unless the endpoint's entry says the spec wants otherwise (a screen of its own, a popup that is done, page
 * 1 only, logged). The app's entry loads the table with the first such answer, so no first load carries it.
 * Screens never toast a failure themselves: they render what their entry leaves them (a dialog, dashes…).
 */
import { ApiBusinessError, type ApiError, ApiNetworkError } from '@wonder/contracts/client';
import { texts } from '../texts';
import type { Href } from './routes';
import type { Feedback, ToastOptions } from './ui';

const NETWORK_TOAST_MS = 2_000;
/** The same toast is not repeated within this window (parallel calls failing together). */
const TOAST_DEDUPE_MS = 1_500;

/** What the app does with a failed answer: toast a text, log it, or nothing (the screen shows it…). */
export type AnswerDecision = { kind: 'toast'; message: string } | { kind: 'log' } | { kind: 'quiet' };

export interface GlobalErrorDeps {
  /** The error table's verdict on an answer that is not success (domain/error-policy.ts decideAnswer). */
  decideAnswer(error: ApiError): AnswerDecision | Promise<AnswerDecision>;
  feedback: Feedback;
  logout(): void;
  navigate(path: Href, options?: { replace?: boolean }): void;
  currentPath(): string;
  log?(message: string, error: unknown): void;
  now?(): number;
}

export type ErrorVerdict = 'expired' | 'member-network' | 'timeout' | 'network' | 'cancelled' | 'answer';

/**
 * The app itself gave the call up: TanStack Query cancels a query nobody shows any more, and the client does
 * not send a call for a login that has ended (`no-login`: the parent is already on the way to /login).
 */
function isCancellation(error: ApiNetworkError): boolean {
  if (error.kind === 'no-login') return true;
  const cause = error.cause as { name?: unknown } | undefined;
  return cause?.name === 'AbortError';
}

/**
 * What kind of failure: the same for every call, except an answer, which is the error table's. Exported for
 * the failure sweep (e2e/sweep), whose expected outcomes are this policy's.
 */
export function classifyError(error: ApiError): ErrorVerdict {
  if (error instanceof ApiNetworkError) {
    // Not a failure the parent should hear about: leaving a page must never toast 网络异常.
    if (isCancellation(error)) return 'cancelled';
    if (error.host === 'member' || error.host === 'crm') return 'member-network';
    return error.kind === 'timeout' ? 'timeout' : 'network';
  }
  return error instanceof ApiBusinessError && error.isGlobalExpiry ? 'expired' : 'answer';
}

const TIMEOUT_TOAST: ToastOptions = {
  title: texts.request.timeoutTitle,
  content: texts.request.timeoutText,
};
const MEMBER_NETWORK_TOAST: ToastOptions = {
  content: texts.request.networkError,
  position: 'top',
  duration: NETWORK_TOAST_MS,
};

export function createErrorPolicy(deps: GlobalErrorDeps): (error: ApiError) => void {
  const now = deps.now ?? Date.now;
  const lastShown = new Map<string, number>();
  const toastOnce = (options: ToastOptions) => {
    const key = `${options.title ?? ''}|${options.content}`;
    const t = now();
    if (t - (lastShown.get(key) ?? Number.NEGATIVE_INFINITY) < TOAST_DEDUPE_MS) return;
    lastShown.set(key, t);
    deps.feedback.toast(options);
  };

  const answer = (error: ApiError, decision: AnswerDecision) => {
    if (decision.kind === 'toast') toastOnce({ content: decision.message });
    else if (decision.kind === 'log') deps.log?.(`${error.endpointId} failed`, error);
  };

  return (error) => {
    switch (classifyError(error)) {
      case 'expired':
        deps.logout();
        if (deps.currentPath() !== '/login') {
          toastOnce({ content: texts.request.loginExpired });
          deps.navigate('/login', { replace: true });
        }
        return;
      case 'member-network':
        toastOnce(MEMBER_NETWORK_TOAST);
        return;
      case 'timeout':
        toastOnce(TIMEOUT_TOAST);
        return;
      case 'network':
        deps.log?.('network failure', error);
        return;
      case 'cancelled':
        return;
      case 'answer':
        void Promise.resolve(deps.decideAnswer(error)).then((decision) => answer(error, decision));
        return;
    }
  };
}
