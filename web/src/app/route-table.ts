/**
 * Lookups over THE route table (routes.ts): find an entry by pathname, where a pathname ends up, its title,
 * named routes. Pure functions, so the shell, the guards and the tests share them.
 */
import { routeTitles, texts } from '../texts';
import { ROUTES, type RouteEntry, type RouteName } from './routes';

export type { RouteEntry, RouteGroup, RouteName } from './routes';
export { ROUTES } from './routes';

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** '/index/' → '/index'; '' → '/'. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function findRoute(pathname: string): RouteEntry | undefined {
  return BY_PATH.get(normalizePath(pathname));
}

/** Where a pathname ends up: itself, its default child, or /index for an unknown path. */
export function resolvePath(pathname: string): string {
  const p = normalizePath(pathname);
  if (p === '/') return '/index';
  const route = BY_PATH.get(p);
  if (!route) return '/index';
  return route.redirectTo ?? route.path;
}

export function isShellPath(pathname: string): boolean {
  return findRoute(pathname)?.group === 'tab';
}

export function skipsInit(pathname: string): boolean {
  return findRoute(pathname)?.skipInit === true;
}

export function isStepUpPath(pathname: string): boolean {
  return findRoute(pathname)?.group === 'stepUp';
}

/** The page title of a location (doc 1 §1): mini-program variants, the shop title for /downloadApp?type=2. */
export function titleFor(pathname: string, opts: { isMiniProgram: boolean; search?: string }): string {
  const route = findRoute(resolvePath(pathname));
  if (!route) return texts.app.name;
  if (route.path === '/downloadApp' && new URLSearchParams(opts.search ?? '').get('type') === '2') {
    return texts.app.shopName;
  }
  const key = opts.isMiniProgram && route.titleMiniProgram ? route.titleMiniProgram : route.title;
  return routeTitles[key];
}

export const NAMED_ROUTES: Readonly<Record<RouteName, string>> = Object.fromEntries(
  ROUTES.flatMap((r) => (r.name ? [[r.name, r.path]] : [])),
) as Record<RouteName, string>;

/**
 * A named route with its parameters. The spec passes them as route params (parentsCenter takes
 * classHourType); with static paths they travel in the query: routeTo('parentsCenter', {classHourType: 1})
 * → '/parentsCenter?classHourType=1'.
 */
export function routeTo(name: RouteName, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${NAMED_ROUTES[name]}?${query}` : NAMED_ROUTES[name];
}
