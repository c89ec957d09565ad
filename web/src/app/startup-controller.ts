/**
 * Runs the startup sequence once per page load and lets React wait for it. The real controller wires
 * runStartup to the live window; tests and stories provide their own through StartupContext.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { rememberInvite } from '../domain/invite';
import { api } from '../lib/client';
import { afterFirstView } from '../lib/first-load/first-view';
import { navigateTo } from '../lib/navigation';
import { userStore } from '../lib/user-store';
import { getEnvironment, setEnvironment } from '../platform/env';
import { createListenerStore } from '../platform/listener-store';
import { getBridge, setSystemInfo } from '../platform/runtime';
import { SESSION_KEYS, sessionStore } from '../platform/storage';
import { withoutQueryKeys } from '../platform/wechat';
import { runStartup, type StartupResult } from './startup';

export interface StartupState {
  status: 'idle' | 'running' | 'done';
  result?: StartupResult;
}

export interface StartupController {
  getState(): StartupState;
  subscribe(listener: () => void): () => void;
  start(): void;
}

export function createStartupController(run: () => Promise<StartupResult | undefined>): StartupController {
  const state = createListenerStore<StartupState>({ status: 'idle' });
  const set = (next: StartupState) => state.set(next);
  return {
    getState: state.get,
    subscribe: state.subscribe,
    start() {
      if (state.get().status !== 'idle') return;
      set({ status: 'running' });
      run()
        .then((result) => set({ status: 'done', result }))
        .catch((error) => {
          // Startup never blocks the app: whatever failed, the visitor continues as what the store says.
          console.error('[startup]', error);
          set({ status: 'done' });
        });
    },
  };
}

/** The live app's controller. */
export const appStartup = createStartupController(async () => {
  // The invitation of a shared link, for a code login later in this visit (domain/present-id.ts).
  rememberInvite(window.location.search);
  const result = await runStartup({
    env: getEnvironment(),
    bridge: getBridge(),
    client: api,
    store: userStore,
    search: window.location.search,
    pathname: window.location.pathname,
    dropQueryKeys: (keys) => {
      window.history.replaceState(window.history.state, '', withoutQueryKeys(window.location.href, keys));
    },
    log: (message, error) => console.warn(`[startup] ${message}`, error ?? ''),
    href: window.location.href,
    openUrl: (url) => window.location.replace(url),
    wechatSignIn: {
      started: () => sessionStore.getString(SESSION_KEYS.wechatSignInStarted) !== null,
      markStarted: () => sessionStore.setString(SESSION_KEYS.wechatSignInStarted, '1'),
    },
    later: afterFirstView,
  });
  // Leaving for the WeChat authorization: the loading screen stays until the page is gone.
  if (result.leaving) return new Promise<never>(() => {});
  setEnvironment(result.env);
  setSystemInfo(result.systemInfo);
  getBridge().setInitialised(true);
  // The global error handler also navigates, but during startup the router may not take it (the loading
  // screen is up); once startup is done the app surely can (the token-expiry journey caught the race).
  if (result.statusLookupExpired) navigateTo('/login', { replace: true });
  return result;
});

/** A controller that is already done (tests, stories). */
export function doneStartup(): StartupController {
  // useSyncExternalStore needs the same snapshot object on every read.
  const state: StartupState = { status: 'done' };
  return { getState: () => state, subscribe: () => () => {}, start: () => {} };
}

export const StartupContext = createContext<StartupController>(appStartup);

export function useStartup(): { state: StartupState; start: () => void } {
  const controller = useContext(StartupContext);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { state, start: controller.start };
}
