/**
 * The ONE error → UI mapping of the app (doc 1 §8), in two layers:
 * 1. `createGlobalErrorHandler`: the client's onError, runs for EVERY failed call before the caller sees it.
 *    - global expiry codes 1000010 / 1000014 / 10000004 → user cleared (openId kept), /login. The visitor
 *      auth-token call is exempt: the contracts mark it (ignoresGlobalExpiry), so isGlobalExpiry is false.
 *    - member and crm hosts, no usable answer (network, timeout, bare HTTP status) → toast 网络异常 at the
 *      top for 2 s (that client has its own interceptor in the original app, timeouts included);
 *    - other hosts, timeout → toast 网络超时 / 请检查网络是否正常; other network failures are only logged
 *      (doc 1 §8: "network failures are logged and loading cleared").
 * 2. `messageForUnhandled`: what a screen that does not handle a business error shows — the server's
 *    message as a toast. Wired into the QueryClient (queries/mutations opt out with meta.handlesErrors).
 */
import { ApiBusinessError, ApiContractError, type ApiError, ApiNetworkError } from '@wonder/contracts/client';
import { fmt, texts } from '../texts';
import type { Href } from './routes';
import type { Feedback, ToastOptions } from './ui';

export const NETWORK_TOAST_MS = 2_000;
/** The same toast is not repeated within this window (parallel calls failing together). */
const TOAST_DEDUPE_MS = 1_500;

export interface GlobalErrorDeps {
  feedback: Feedback;
  logout(): void;
  navigate(path: Href, options?: { replace?: boolean }): void;
  currentPath(): string;
  log?(message: string, error: unknown): void;
  now?(): number;
}

export type ErrorVerdict =
  | 'expired'
  | 'timeout'
  | 'member-network'
  | 'network'
  | 'cancelled'
  | 'business'
  | 'contract';

/** The app itself gave the call up (TanStack Query cancels a query nobody shows any more). */
function isCancellation(error: ApiNetworkError): boolean {
  const cause = error.cause as { name?: unknown } | undefined;
  return cause?.name === 'AbortError';
}

export function classifyError(error: ApiError): ErrorVerdict {
  if (error instanceof ApiBusinessError) return error.isGlobalExpiry ? 'expired' : 'business';
  if (error instanceof ApiNetworkError) {
    // Not a failure the parent should hear about: leaving a page must never toast 网络异常.
    if (isCancellation(error)) return 'cancelled';
    if (error.host === 'member' || error.host === 'crm') return 'member-network';
    return error.kind === 'timeout' ? 'timeout' : 'network';
  }
  return 'contract';
}

export const TIMEOUT_TOAST: ToastOptions = {
  title: texts.request.timeoutTitle,
  content: texts.request.timeoutText,
};
export const MEMBER_NETWORK_TOAST: ToastOptions = {
  content: texts.request.networkError,
  position: 'top',
  duration: NETWORK_TOAST_MS,
};

export function createGlobalErrorHandler(deps: GlobalErrorDeps): (error: ApiError) => void {
  const now = deps.now ?? Date.now;
  const lastShown = new Map<string, number>();
  const toastOnce = (options: ToastOptions) => {
    const key = `${options.title ?? ''}|${options.content}`;
    const t = now();
    if (t - (lastShown.get(key) ?? Number.NEGATIVE_INFINITY) < TOAST_DEDUPE_MS) return;
    lastShown.set(key, t);
    deps.feedback.toast(options);
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
      default:
        // Business and contract errors reach the caller; see messageForUnhandled.
        return;
    }
  };
}

/**
 * The toast text for an error no screen handled, or null when the global handler already said something
 * (expiry, network) — never two toasts for one failure.
 */
export function messageForUnhandled(error: unknown): string | null {
  if (error instanceof ApiBusinessError) {
    if (error.isGlobalExpiry) return null;
    return error.serverMessage || fmt(texts.request.badStatus, { code: String(error.code) });
  }
  if (error instanceof ApiContractError) return `${texts.request.failed}，${texts.request.retry}`;
  if (error instanceof ApiNetworkError) return null;
  return null;
}
