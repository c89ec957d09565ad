/**
 * The app's contracts client. Base URLs default to the embedded default backend — the simulator's prefixes
 * on this page's own origin (simulatorBaseUrls(window.location.origin)) — and VITE_API_ORIGIN points them
 * at another origin (the grey learning-partner host too). Credentials come from the user store and the environment from platform/ at call time.
 */
import type { HostId } from '@wonder/contracts';
import {
  type ApiClient,
  type ApiError,
  createClient,
  simulatorBaseUrls,
  simulatorGreyBaseUrls,
} from '@wonder/contracts/client';
import { getEnvironment } from '../platform/env';
import { withEarlyAnswers } from './first-load/early-requests';
import { type UserStore, userStore } from './user-store';

/** Cookie the simulator reads to pick the browser's QA session (mock-server sessions). */
export const MOCK_SESSION_COOKIE = 'mock-session';

export function apiOrigin(): string {
  const configured = import.meta.env.VITE_API_ORIGIN as string | undefined;
  return configured?.trim() ? configured.trim().replace(/\/$/, '') : window.location.origin;
}

export function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

export interface AppClientOptions {
  baseUrls?: Readonly<Record<HostId, string>>;
  store?: UserStore;
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /**
   * A call that carries the login, without one: refused unsent (the app) or sent (stories: their parent is the
   * persona the fixtures answer for, not a login in this client's store).
   */
  withoutLogin?: 'send' | 'refuse';
}

export function createAppClient(options: AppClientOptions = {}): ApiClient {
  const store = options.store ?? userStore;
  return createClient({
    baseUrls: options.baseUrls ?? simulatorBaseUrls(apiOrigin()),
    // The learning partner's grey deployment (doc 3 §6), chosen by getIsGray per call.
    greyBaseUrls: simulatorGreyBaseUrls(apiOrigin()),
    credentials: () => store.credentials(),
    // A call made for a login that has just ended is not sent (contracts' ClientConfig.withoutLogin).
    withoutLogin: options.withoutLogin ?? 'refuse',
    environment: () => ({ miniProgram: getEnvironment().isMiniProgram }),
    fetch:
      options.fetch ??
      withEarlyAnswers(
        (input, init) => fetch(input, init),
        () => store.token(),
      ),
    // A cross-origin simulator (VITE_API_ORIGIN) does not get the session cookie: send it as a header.
    extraHeaders: () => {
      if (import.meta.env.MODE === 'production') return {} as Record<string, string>;
      const session = readCookie(MOCK_SESSION_COOKIE);
      return session ? { 'x-mock-session': session } : ({} as Record<string, string>);
    },
    onError: (error) => options.onError?.(error),
  });
}

let globalErrorHandler: ((error: ApiError) => void) | undefined;

/** main.tsx installs the error policy (lib/errors.ts) once the router exists. */
export function setErrorPolicy(handler: (error: ApiError) => void): void {
  globalErrorHandler = handler;
}

/** The app's one client. */
export const api: ApiClient = createAppClient({ onError: (error) => globalErrorHandler?.(error) });
