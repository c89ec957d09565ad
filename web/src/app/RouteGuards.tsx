/** Guard components: apply the pure guards of guards.ts to a route element. */
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUserStateAsInFrame } from '../lib/first-load/as-in-frame';
import { Redirect } from '../lib/navigation';
import { useUserStore } from '../lib/services';
import { useUserState } from '../lib/user-store';
import { useEnvironment } from '../platform/use-environment';
import { stepUpRedirect, tokenRedirect } from './guards';

/** Growth tab, settings and the age selection: no token → user info cleared, /login (doc 1 §2, §6). */
export function RequireToken({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const store = useUserStore();
  // While a prerendered frame hydrates, decide as it was drawn (a login's frame has a token), then at once by
  // the real user: a startup that cleared the user (a failed status lookup) must not make the guard render
  // something else than the frame's HTML, which React would throw away (error #418, found by the sweep).
  const token = useUserStateAsInFrame(useUserState(store)).user?.token ?? null;
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
