/**
 * Navigation from outside React (the error mapping, startup): the router registers itself here once, so
 * lib/ never imports app/ (dependency direction app → lib).
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (path) => {
  window.location.assign(path);
};
let currentPath: () => string = () => window.location.pathname;

export function registerNavigator(fn: Navigate, pathname: () => string): void {
  navigate = fn;
  currentPath = pathname;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigate(path, options);
}

export function currentPathname(): string {
  return currentPath();
}
