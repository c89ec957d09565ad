/**
 * Entry: the antd-mobile renderer shim for React 19, the root font size, the platform (simulated shell in
 * non-production builds, environment, bridge, refresh timestamp), the global error mapping, then the app.
 */
// First: every schema the modules below make is made interpreted (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadScreen } from './app/lazy-screen';
import { NavigationRegistrar } from './app/NavigationRegistrar';
import { AppRoutes } from './app/router';
import { appStartup } from './app/startup-controller';
import { installAntdRenderer } from './lib/antd-react19';
import { pressBack } from './lib/back-press';
import { setErrorPolicy } from './lib/client';
import { reportError, startErrorReports } from './lib/error-reports';
import { createErrorPolicy } from './lib/errors';
import { FRAME_RELEASED_EVENT } from './lib/first-load/early-input';
import { markAppStarted } from './lib/first-load/early-requests';
import { afterFirstView } from './lib/first-load/first-view';
import { logRecoverableError } from './lib/first-load/hydration-errors';
import { keepSnapshots } from './lib/first-load/screen-snapshot';
import { currentPathname, navigateTo } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import { skipsInit } from './lib/routes';
import { antdFeedback } from './lib/ui';
import { userStore } from './lib/user-store';
import { detectFromWindow, getEnvironment, setEnvironment } from './platform/env';
import { applyRefreshTimestamp } from './platform/refresh';
import { installRootFontSize } from './platform/rem';
import { getBridge, getNative, installPlatform } from './platform/runtime';
import { installSimulatedShell, loadShellSettings } from './platform/simulated-shell';
import { LOCAL_KEYS, localStore } from './platform/storage';
import './app/theme.css';

installAntdRenderer();

installRootFontSize();

// The simulated shell must exist before detection and the bridge: it IS the native interface.
if (import.meta.env.MODE !== 'production') {
  const settings = loadShellSettings();
  if (settings.enabled && !window.WonderNativeBridge) installSimulatedShell(window, settings);
}
setEnvironment(detectFromWindow());
installPlatform();
applyRefreshTimestamp(window, getEnvironment().isApp);

const queryClient = createQueryClient();
// The answers kept from the last visit, back while the startup runs (screens wait for it); a chunk of its own,
// as the first frame never needs it. Kept answers never replace newer ones (hydration compares their times).
// Keeping this visit's answers starts after the first view (lib/first-load/first-view.ts); with nothing kept from the
// last visit, so does loading the chunk: a first visit asks for it only then.
const persistStorage = {
  getItem: localStore.getString,
  setItem: localStore.setString,
  removeItem: localStore.remove,
};
const startPersisting = () =>
  void import('./lib/first-load/query-persist').then(({ persistQueries }) =>
    persistQueries(queryClient, {
      storage: persistStorage,
      store: userStore,
      buildId: import.meta.env.VITE_BUILD_ID ?? 'dev',
      startWriting: afterFirstView,
    }),
  );
const keepAnswers = () => {
  if (localStore.getString(LOCAL_KEYS.queryCache)) startPersisting();
  else afterFirstView(startPersisting);
};
// A prerendered frame is drawn without data: kept answers there while it hydrates would make the first render
// differ from it (error #418, the home's banners), so they come back once it has hydrated (app/router.tsx).
const hydrating = document.getElementById('root')?.dataset.prerendered === window.location.pathname;
if (hydrating) window.addEventListener(FRAME_RELEASED_EVENT, keepAnswers, { once: true });
else keepAnswers();
// The web app manifest (add to home screen) once the first view is drawn: named in the HTML, the browser
// fetched it at once, a request on the first view's line that nothing on the page waits for (issue 40).
afterFirstView(() =>
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }),
  ),
);
// The last home's picture for the next visit's HTML; `build` is this entry's address, which the HTML names.
keepSnapshots({
  storage: persistStorage,
  user: () => userStore.getState().user,
  subscribe: (listener) => userStore.subscribe(listener),
  build: new URL(import.meta.url).pathname,
});
setErrorPolicy(
  createErrorPolicy({
    // The error table loads with the first failed answer: no first load carries it.
    decideAnswer: (error) => import('./domain/error-policy').then((table) => table.decideAnswer(error)),
    feedback: antdFeedback,
    logout: () => userStore.logout(),
    navigate: navigateTo,
    currentPath: currentPathname,
    // doc 1 §8 "Network failures are logged": logged, and reported to the error-reporting service (§7).
    log: (message, error) => {
      console.warn(`[api] ${message}`, error);
      reportError(error, { message, level: 'warning' });
    },
  }),
);
// Start now, after the error mapping and before the first render, rather than when RootLayout mounts: the
// first screen's lazy chunk and the startup calls then load in parallel (RootLayout's start() is a no-op).
if (!skipsInit(window.location.pathname)) appStartup.start();
// The first route's screen, evaluated now (its chunk is usually in already: the HTML preloads it) so that the
// router renders it directly (app/lazy-screen.ts loadedScreens). A screen that first suspends shows its
// fallback, and React holds the reveal that follows a fallback back by 300 ms: the home drew 300 ms late
// (issue 40). A chunk that fails is the router's to report when it renders the route.
void preloadScreen(window.location.pathname).catch(() => {});

// QA and e2e hooks outside production: drive gated native calls and navigation from the console.
if (import.meta.env.MODE !== 'production') {
  (window as Window & { __wonder?: unknown }).__wonder = {
    native: getNative(),
    navigate: navigateTo,
    userStore,
  };
}
// Error reports (doc 1 §7): the SDK loads after the first view; what fails before waits for it.
startErrorReports();
// The native back button goes back one page, unless the page claims it (lib/back-press.ts); popups that
// must close first subscribe themselves.
getBridge().on('WebViewGoBack', () => pressBack());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigationRegistrar />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);
// A route's own HTML (scripts/prerender.mjs) carries its first frame: hydrate it, so the painted frame stays
// until React has the screen (RootLayout's startup gate). Any other page holds the static loading screen.
// React recovers from a frame that does not match (error #418: it draws the page again) and tells only this
// callback: logged where the journeys and stories catch it (lib/first-load/hydration-errors.ts) and reported (§7).
const rootOptions = {
  onRecoverableError: (error: unknown, info: { componentStack?: string }) => {
    logRecoverableError(error, info);
    reportError(error, { message: 'React recovered from an error', level: 'warning' });
  },
};
// The frame is React's from here: the page's inline script puts no more markup in it.
markAppStarted();
if (hydrating) hydrateRoot(container, app, rootOptions);
else {
  // Over the static loading screen: rendered as a transition, in short slices (issue 40: as one task it was
  // among the page's longest, and the screen shows the same loading screen meanwhile).
  const root = createRoot(container, rootOptions);
  startTransition(() => root.render(app));
}
