/**
 * The route tree built from the route table (lib/routes.ts) and the screens (screens.ts): the root layout,
 * the tab shell with its children, every other route, default-child redirects, and unknown paths → /index.
 *
 * Declarative routes (<Routes>) rather than a data router: the app loads no data through the router, and
 * react-router's declarative half is about 18 KB gzip smaller than createBrowserRouter's (measured), which
 * is a tenth of a parent's first load. Screens are React.lazy: a screen's chunk loads when its route first
 * renders (main.tsx starts the startup before that, so both load in parallel); a chunk that has not loaded
 * within 120 s, or a screen that throws, shows the route error page. Routes without a screen render the
 * app-only page.
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FRAME_RELEASED_EVENT, replayEarlyInput } from '../lib/first-load/early-input';
import { screenCommitted } from '../lib/first-load/first-view';
import { removeSnapshotPicture, SNAPSHOT_PATHS } from '../lib/first-load/screen-snapshot';
import { Redirect } from '../lib/navigation';
import { useDropUnshownFailuresOnNavigation } from '../lib/query-client';
import { findRoute, ROUTES, type RouteEntry, type RoutePath } from '../lib/routes';
import { AppOnlyScreen } from './AppOnlyScreen';
import { loadedScreens, withChunkTimeout } from './lazy-screen';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RequireToken, StepUpGuard } from './RouteGuards';
import { type ScreenLoader, screenOf } from './screens';
import { LoadingScreen } from './shell/LoadingScreen';
import { ShellLayout } from './shell/ShellLayout';

function guarded(entry: RouteEntry, element: ReactNode): ReactNode {
  let out = element;
  if (entry.requiresToken) out = <RequireToken>{out}</RequireToken>;
  if (entry.group === 'stepUp') out = <StepUpGuard>{out}</StepUpGuard>;
  return out;
}

const lazyScreens = new Map<RoutePath, ComponentType>();

/** One React.lazy component per route, made on first use (the table has ~170 routes). */
function LazyScreen({ path, screen }: { path: RoutePath; screen: ScreenLoader }) {
  // A lazy wrapper, once made, stays: switching component types would remount the screen.
  let Screen = lazyScreens.get(path) ?? loadedScreens.get(path);
  if (!Screen) {
    const load = withChunkTimeout(screen);
    Screen = lazy(async () => ({ default: await load() }));
    lazyScreens.set(path, Screen);
  }
  useEffect(() => {
    releaseFrame();
    // Its first commit is its first view, unless it claimed that (a gate waiting for calls): lib/first-load/first-view.ts.
    screenCommitted();
    // The last home's picture (lib/first-load/screen-snapshot.ts) stays until the home has drawn; any other screen ends it.
    if (!SNAPSHOT_PATHS.includes(path)) removeSnapshotPicture();
  }, [path]);
  return <Screen />;
}

/**
 * A prerendered page's frame (main.tsx hydrates it) is painted before it listens: the HTML's inline script
 * holds back the taps and notes the typing until its screen has hydrated (lib/first-load/early-input.ts). The effect
 * runs when the screen's boundary commits, i.e. hydrated; the container then drops its `data-prerendered`
 * mark (the journeys wait for it, e2e/support/routes.ts `visit`) and what was held back is replayed.
 */
function releaseFrame() {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  root.removeAttribute('data-prerendered');
  replayEarlyInput();
  window.dispatchEvent(new Event(FRAME_RELEASED_EVENT));
}

/** A screen that throws (or whose chunk never arrives) shows the error page; a new location resets it. */
function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

function element(entry: RouteEntry): ReactNode {
  if (entry.redirectTo) return <Redirect to={entry.redirectTo} />;
  const screen = screenOf(entry.path);
  if (!screen) return guarded(entry, <AppOnlyScreen path={entry.path} embedded={entry.group === 'tab'} />);
  return guarded(
    entry,
    <ScreenBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <LazyScreen path={entry.path} screen={screen} />
      </Suspense>
    </ScreenBoundary>,
  );
}

/**
 * Routes outside the tab shell that render the app-only page (no screen, no redirect): the catch-all matches
 * them (`Unlisted`). react-router ranks every <Route> on each match, and with ~170 of them the ranking was the
 * longest piece of work before a screen's first render (issue 40: a task of its own, a quarter of the page's
 * blocking time); with only the routes that have a screen, a redirect or a place in the shell, it is a fifth.
 */
const unlisted = (r: RouteEntry) => r.group !== 'tab' && !r.redirectTo && !screenOf(r.path);
const TAB_ROUTES = ROUTES.filter((r) => r.group === 'tab');
const OTHER_ROUTES = ROUTES.filter((r) => r.group !== 'tab' && !unlisted(r));

/** The catch-all: an app-only route outside the shell (its guards, its page), or else home. */
function Unlisted() {
  const entry = findRoute(useLocation().pathname);
  return entry && unlisted(entry) ? element(entry) : <Redirect to="/index" />;
}

export function AppRoutes() {
  useDropUnshownFailuresOnNavigation();
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<Redirect to="/index" />} />
        <Route element={<ShellLayout />}>
          {TAB_ROUTES.map((r) => (
            <Route key={r.path} path={r.path} element={element(r)} />
          ))}
        </Route>
        {OTHER_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={element(r)} />
        ))}
        <Route path="*" element={<Unlisted />} />
      </Route>
    </Routes>
  );
}
