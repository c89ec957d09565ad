/**
 * The react-router tree built from THE route table (route-table.ts): the root layout, the tab shell with
 * its children, every other route, default-child redirects, and unknown paths → /index.
 * Screens are lazy (chunk load timeout 120 s); routes without a screen render PendingScreen.
 */
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { featureScreenLoader } from './features';
import { withChunkTimeout } from './lazy-screen';
import { PendingScreen } from './PendingScreen';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RequireToken, StepUpGuard } from './RouteGuards';
import { findRoute, ROUTES, type RouteEntry } from './route-table';
import { LoadingScreen } from './shell/LoadingScreen';
import { ShellLayout } from './shell/ShellLayout';

/**
 * Screens built in web/src/app itself (none yet: every screen belongs to a feature). Feature screens are
 * found by features.ts.
 */
const SCREENS: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {};

/** A feature module exists but does not export this route's screen yet: the pending page. */
function MissingExport() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return <PendingScreen path={route?.path ?? pathname} embedded={route?.group === 'tab'} />;
}

const lazyCache = new Map<string, ComponentType>();

/** The component of a route: its own screen, a feature's screen, or the pending page. */
function screenComponent(entry: RouteEntry): ComponentType | null {
  const cached = lazyCache.get(entry.path);
  if (cached) return cached;
  const own = SCREENS[entry.path];
  const feature = featureScreenLoader(entry.path);
  let component: ComponentType | null = null;
  if (own) component = lazy(withChunkTimeout(own));
  else if (feature)
    component = lazy(withChunkTimeout(async () => ({ default: (await feature()) ?? MissingExport })));
  if (component) lazyCache.set(entry.path, component);
  return component;
}

export function hasScreen(path: string): boolean {
  return path in SCREENS || featureScreenLoader(path) !== null;
}

function routeElement(entry: RouteEntry): ReactNode {
  if (entry.redirectTo) return <Navigate to={entry.redirectTo} replace />;
  const Screen = screenComponent(entry);
  let element: ReactNode = Screen ? (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  ) : (
    <PendingScreen path={entry.path} embedded={entry.group === 'tab'} />
  );
  if (entry.requiresToken) element = <RequireToken>{element}</RequireToken>;
  if (entry.group === 'stepUp') element = <StepUpGuard>{element}</StepUpGuard>;
  return element;
}

export function buildRoutes(): RouteObject[] {
  const tab = ROUTES.filter((r) => r.group === 'tab');
  const others = ROUTES.filter((r) => r.group !== 'tab');
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to="/index" replace /> },
        {
          element: <ShellLayout />,
          children: tab.map((r) => ({ path: r.path, element: routeElement(r) })),
        },
        ...others.map((r) => ({ path: r.path, element: routeElement(r) })),
        { path: '*', element: <Navigate to="/index" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
