/**
 * The app's one way to navigate, typed by the route table: every target is an `Href` (lib/routes.ts), so a
 * misspelt path does not compile. Inside React: `useAppNavigate()` and `<Redirect to>`; outside React (the
 * error mapping, startup): `navigateTo`, which the router registers once (NavigationRegistrar), so lib/
 * never imports app/. Nothing else imports react-router's navigate or <Navigate> (the boundary test checks).
 */
import { Navigate, useNavigate } from 'react-router-dom';
import type { Href } from './routes';

export interface NavigateOptions {
  replace?: boolean;
}

type Navigator = (to: Href, options?: NavigateOptions) => void;

export interface AppNavigate {
  (to: Href, options?: NavigateOptions): void;
  /** History: -1 is back. */
  (delta: number): void;
}

/** react-router's own navigate, typed: what it takes are the app's paths. */
export const useAppNavigate = useNavigate as () => AppNavigate;

/** Replaces the current entry with `to` when rendered (a guard, a page that sends the visitor on). */
export function Redirect({ to }: { to: Href }) {
  return <Navigate to={to} replace />;
}

let navigate: Navigator = (path) => {
  window.location.assign(path);
};
let currentPath: () => string = () => window.location.pathname;

export function registerNavigator(fn: Navigator, pathname: () => string): void {
  navigate = fn;
  currentPath = pathname;
}

export function navigateTo(path: Href, options?: NavigateOptions): void {
  navigate(path, options);
}

export function currentPathname(): string {
  return currentPath();
}
