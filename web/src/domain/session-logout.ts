/**
 * The session's logout, one chain for every screen that offers it (settings, the step-up header): doc 1 §7
 * "Logout | token | path not shown; also GET /v1/visitor/logout" — the member logout (chosen path,
 * contracts) and the main API's visitor logout, both with the token — then doc 1 §1 "Logout keeps only
 * openId". The local logout happens whatever the calls answer: a parent who asked to leave is never left
 * logged in because a server said no (the error policy still toasts its message).
 */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { sessionEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { useAppNavigate } from '../lib/navigation';
import { useApi, useFeedback, useUserStore } from '../lib/services';
import type { UserStore } from '../lib/user-store';
import { texts } from '../texts';

export async function logout(api: ApiClient, store: UserStore): Promise<void> {
  const token = store.token();
  try {
    if (token) {
      // Both calls run; the first failure (if any) is the chain's, after both have answered.
      const results = await Promise.allSettled([
        api.call(sessionEndpoints.logout, { body: { token } }),
        api.call(sessionEndpoints.visitorLogout, { query: { token } }),
      ]);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } finally {
    store.logout();
  }
}

/** The logout as a mutation: on success the screen toasts 已退出登录, then (settled) goes to /login. */
export const logoutMutation = (api: ApiClient, store: UserStore) =>
  mutationOptions({ mutationKey: [sessionEndpoints.logout.id], mutationFn: () => logout(api, store) });

/**
 * The logout as a screen offers it: doc 1 §8 "Logout success: 已退出登录", doc 1 §4 "logout leads to /login"
 * (replacing the entry, so "back" does not return to a page that needs the token); then `afterwards`.
 * The callbacks sit on the mutation, not on mutate(): a screen that needs the token (settings) is already
 * gone when the calls answer — the local logout sends its route guard to /login — and mutate()'s callbacks
 * do not run for an unmounted screen.
 */
export function useLogout(afterwards?: () => void): { logout(): void; pending: boolean } {
  const api = useApi();
  const store = useUserStore();
  const feedback = useFeedback();
  const navigate = useAppNavigate();
  const call = useMutation({
    ...logoutMutation(api, store),
    onSuccess: () => feedback.toast({ content: texts.session.loggedOut }),
    onSettled: () => {
      navigate('/login', { replace: true });
      afterwards?.();
    },
  });
  return { pending: call.isPending, logout: () => call.mutate() };
}
