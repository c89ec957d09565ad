/**
 * The root of every route: runs the startup (unless the route skips it), shows the loading screen until
 * it is done, and on each route change sets the title, records the last/current route and (in WeChat,
 * unless it is a snapshot entry) requests the share setup. Hosts the upgrade dialog and, outside
 * production builds, the debug console.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../lib/client';
import { findRoute, isShellPath, skipsInit, titleFor } from '../lib/routes';
import { useEnvironment } from '../platform/use-environment';
import { createShareSetup, isSnapshotEntry, loadWechatSdk } from '../platform/wechat';
import { texts } from '../texts';
import { nextRouteRecord, readRouteRecord, writeRouteRecord } from './guards';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { LoadingScreen } from './shell/LoadingScreen';
import { useStartup } from './startup-controller';
import { UpgradeHost } from './UpgradeHost';

const DebugHost = import.meta.env.MODE !== 'production' ? lazy(() => import('./DebugHost')) : null;

const setupShare = createShareSetup({
  client: api,
  sdk: () => loadWechatSdk(),
  // WeChat only: the present id's module loads with the first share setup.
  sharePresent: (key, link) => import('../lib/present-id').then((m) => m.sharePresent(key, link)),
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

export function RootLayout() {
  const { pathname } = useLocation();
  const env = useEnvironment();
  const { state, start } = useStartup();
  const skip = skipsInit(pathname);
  useRouteEffects();

  useEffect(() => {
    if (!skip) start();
  }, [skip, start]);

  if (env.isWechat && PARTNER_HOST.test(window.location.hostname)) {
    return <LoadingScreen text={texts.startup.partnerBlocked} busy={false} />;
  }
  const ready = skip || state.status === 'done';
  return (
    <>
      {ready ? <KeepAliveOutlet keyFor={rootKeepAliveKey} /> : <LoadingScreen />}
      <UpgradeHost />
      {DebugHost && (
        <Suspense fallback={null}>
          <DebugHost />
        </Suspense>
      )}
    </>
  );
}
