/**
 * The root of every route: runs the startup (unless the route skips it), shows the loading screen until
 * it is done, and on each route change sets the title, records the last/current route and (in WeChat,
 * unless it is a snapshot entry) requests the share setup. Hosts the upgrade dialog and, outside
 * production builds, the debug console.
 */
import { lazy, type ReactNode, Suspense, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../lib/client';
import { findRoute, isShellPath, skipsInit, titleFor } from '../lib/routes';
import { useEnvironment } from '../platform/use-environment';
import { createShareSetup, isSnapshotEntry, loadWechatSdk } from '../platform/wechat';
import { texts } from '../texts';
import { nextRouteRecord, readRouteRecord, writeRouteRecord } from './guards';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { LoadingScreen } from './shell/LoadingScreen';
import { StartupContext, type StartupController, useStartup } from './startup-controller';
import { UpgradeHost } from './UpgradeHost';

const DebugHost = import.meta.env.MODE !== 'production' ? lazy(() => import('./DebugHost')) : null;

const setupShare = createShareSetup({
  client: api,
  sdk: () => loadWechatSdk(),
  // WeChat only: the present id's module loads with the first share setup.
  sharePresent: (key, link) => import('../domain/present-id').then((m) => m.sharePresent(key, link)),
});

/** In WeChat, access through a partner subdomain is blocked (doc 1 §1; which subdomains: chosen). */
export const PARTNER_HOST = /^partner[.-]/i;

/** Root cache: the whole tab shell is one entry; other keep-alive routes by path. */
const rootKeepAliveKey = (pathname: string) => {
  if (isShellPath(pathname)) return 'shell';
  const route = findRoute(pathname);
  return route?.keepAlive ? route.path : null;
};

function useRouteEffects() {
  const location = useLocation();
  const env = useEnvironment();
  const previous = useRef<string | null>(null);
  const full = `${location.pathname}${location.search}`;

  useEffect(() => {
    document.title = titleFor(location.pathname, {
      isMiniProgram: env.isMiniProgram,
      search: location.search,
    });
  }, [location.pathname, location.search, env.isMiniProgram]);

  useEffect(() => {
    writeRouteRecord(nextRouteRecord(readRouteRecord(), previous.current, full));
    previous.current = full;
  }, [full]);

  useEffect(() => {
    if (!env.isWechat || isSnapshotEntry(location.search)) return;
    setupShare(`${window.location.origin}${full}`).catch((error) => console.warn('[share]', error));
  }, [env.isWechat, full, location.search]);
}

interface FirstScreen {
  ready: Promise<unknown>;
  settled: boolean;
}
const firstScreens = new WeakMap<StartupController, FirstScreen>();

/**
 * The startup done. A controller already done (tests, stories) waits for nothing. The first route's screen is
 * not waited for: main.tsx starts evaluating it with the startup, so the router usually has it by then
 * (app/lazy-screen.ts), and the home lays out its sections as they arrive under the shell (the home journey's
 * layout-shift check caught a shell and screen shown at once).
 */
function firstScreenOf(controller: StartupController): FirstScreen {
  let first = firstScreens.get(controller);
  if (!first && controller.getState().status === 'done') {
    first = { ready: Promise.resolve(), settled: true };
    firstScreens.set(controller, first);
  }
  if (!first) {
    const done = new Promise<void>((resolve) => {
      const check = () => {
        if (controller.getState().status === 'done') resolve();
      };
      controller.subscribe(check);
      check();
    });
    // The gate waits for the startup, so it must not depend on this layout's effect to start it (React may
    // hold that effect back while the gate is suspended). Idempotent; a microtask, as starting notifies React.
    queueMicrotask(() => controller.start());
    const entry: FirstScreen = {
      ready: done.then(() => {
        entry.settled = true;
      }),
      settled: false,
    };
    first = entry;
    firstScreens.set(controller, first);
  }
  return first;
}

/**
 * Suspends until the startup is done. A prerendered page (main.tsx
 * hydrates it) keeps its server HTML meanwhile, then shows the screen in one commit; a page without one
 * shows the loading screen (the Suspense fallback).
 */
function StartupGate({ skip, children }: { skip: boolean; children: ReactNode }) {
  const controller = useContext(StartupContext);
  const { state } = useStartup();
  if (!skip) {
    const first = firstScreenOf(controller);
    // Thrown as React.lazy throws its load: React then unwinds to the boundary and retries when it settles.
    // (use() would instead park the render loop on it, which a test's act() scope does not resume.)
    if (state.status !== 'done' || !first.settled) throw first.ready;
  }
  return children;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const env = useEnvironment();
  // The controller, not its state: the layout starts the startup but redraws for none of its changes (the
  // gate below reads the state), which saves the whole layout one commit before the first view.
  const { start } = useContext(StartupContext);
  const skip = skipsInit(pathname);
  useRouteEffects();

  useEffect(() => {
    if (!skip) start();
  }, [skip, start]);

  if (env.isWechat && PARTNER_HOST.test(window.location.hostname)) {
    return <LoadingScreen text={texts.startup.partnerBlocked} busy={false} />;
  }
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <StartupGate skip={skip}>
          <KeepAliveOutlet keyFor={rootKeepAliveKey} />
        </StartupGate>
      </Suspense>
      <UpgradeHost />
      {DebugHost && (
        <Suspense fallback={null}>
          <DebugHost />
        </Suspense>
      )}
    </>
  );
}
