/**
 * The route tree built from THE route table (routes.ts): the root layout, the tab shell with its children,
 * every other route, default-child redirects, and unknown paths → /index.
 *
 * Declarative routes (<Routes>) rather than a data router: the app loads no data through the router, and
 * react-router's declarative half is about 18 KB gzip smaller than createBrowserRouter's (measured), which
 * is a tenth of a parent's first load. Screens are React.lazy: a screen's chunk loads when its route first
 * renders (main.tsx starts the startup before that, so both load in parallel); a chunk that has not loaded
 * within 120 s, or a screen that throws, shows the route error page. Routes without a screen render the
 * app-only page.
 */
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppOnlyScreen } from './AppOnlyScreen';
import { withChunkTimeout } from './lazy-screen';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RequireToken, StepUpGuard } from './RouteGuards';
import { ROUTES, type RouteEntry } from './routes';
import { LoadingScreen } from './shell/LoadingScreen';
import { ShellLayout } from './shell/ShellLayout';

function guarded(entry: RouteEntry, element: ReactNode): ReactNode {
  let out = element;
  if (entry.requiresToken) out = <RequireToken>{out}</RequireToken>;
  if (entry.group === 'stepUp') out = <StepUpGuard>{out}</StepUpGuard>;
  return out;
}

const lazyScreens = new Map<string, ComponentType>();

/** One React.lazy component per route, made on first use (the table has ~170 routes). */
function LazyScreen({ entry }: { entry: RouteEntry & { screen: NonNullable<RouteEntry['screen']> } }) {
  let Screen = lazyScreens.get(entry.path);
  if (!Screen) {
    const load = withChunkTimeout(entry.screen);
    Screen = lazy(async () => ({ default: await load() }));
    lazyScreens.set(entry.path, Screen);
  }
  return <Screen />;
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
  if (entry.redirectTo) return <Navigate to={entry.redirectTo} replace />;
  const { screen } = entry;
  if (!screen) return guarded(entry, <AppOnlyScreen path={entry.path} embedded={entry.group === 'tab'} />);
  return guarded(
    entry,
    <ScreenBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <LazyScreen entry={{ ...entry, screen }} />
      </Suspense>
    </ScreenBoundary>,
  );
}

const TAB_ROUTES = ROUTES.filter((r) => r.group === 'tab');
const OTHER_ROUTES = ROUTES.filter((r) => r.group !== 'tab');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<Navigate to="/index" replace />} />
        <Route element={<ShellLayout />}>
          {TAB_ROUTES.map((r) => (
            <Route key={r.path} path={r.path} element={element(r)} />
          ))}
        </Route>
        {OTHER_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={element(r)} />
        ))}
        <Route path="*" element={<Navigate to="/index" replace />} />
      </Route>
    </Routes>
  );
}
