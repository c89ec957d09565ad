/**
 * The react-router tree built from THE route table (routes.ts): the root layout, the tab shell with its
 * children, every other route, default-child redirects, and unknown paths → /index.
 * A route's screen is a React Router lazy route: its chunk starts loading as soon as the route matches (on
 * the first load, while the startup runs) and a navigation keeps the old screen until it arrives. A chunk
 * that has not loaded within 120 s becomes the route error page. Routes without a screen render the
 * app-only page.
 */
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
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

function routeObject(entry: RouteEntry): RouteObject {
  const { path } = entry;
  if (entry.redirectTo) return { path, element: <Navigate to={entry.redirectTo} replace /> };
  if (!entry.screen) {
    return { path, element: guarded(entry, <AppOnlyScreen path={path} embedded={entry.group === 'tab'} />) };
  }
  const load = withChunkTimeout(entry.screen);
  return {
    path,
    lazy: async () => {
      const Screen = await load();
      return { element: guarded(entry, <Screen />) };
    },
  };
}

export function buildRoutes(): RouteObject[] {
  const tab = ROUTES.filter((r) => r.group === 'tab');
  const others = ROUTES.filter((r) => r.group !== 'tab');
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // First load of a lazy screen: the same loading screen the startup shows, so nothing flickers.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { path: '/', element: <Navigate to="/index" replace /> },
        { element: <ShellLayout />, children: tab.map(routeObject) },
        ...others.map(routeObject),
        { path: '*', element: <Navigate to="/index" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
