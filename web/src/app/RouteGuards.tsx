/** Guard components: apply the pure guards of guards.ts to a route element. */
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '../lib/navigation';
import { useUserStore } from '../lib/services';
import { useUserState } from '../lib/user-store';
import { useEnvironment } from '../platform/use-environment';
import { stepUpRedirect, tokenRedirect } from './guards';

/** Growth tab and settings: no token → user info cleared, /login (doc 1 §2, §6). */
export function RequireToken({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const store = useUserStore();
  const token = useUserState(store).user?.token ?? null;
  const to = tokenRedirect(pathname, token);
  useEffect(() => {
    if (to) store.logout();
  }, [to, store]);
  return to ? <Redirect to={to} /> : children;
}

/** Step-up paths: iOS outside the app and the dedicated container → /downloadApp. */
export function StepUpGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const env = useEnvironment();
  const to = stepUpRedirect(pathname, env);
  return to ? <Redirect to={to} /> : children;
}
