/**
 * The session's calls that several screens make (features never import each other): logout, for the
 * settings screen (/option), the step-up header and anything after them.
 *
 * doc 1 §7 "Logout | token | path not shown; also GET /v1/visitor/logout": both calls go out, with the
 * token, in parallel. doc 1 §1 "Logout keeps only openId": the store is cleared whatever they answer — a
 * parent who asked to leave must not stay logged in because a server failed (the failure still reaches the
 * error policy, which toasts it). The screen then toasts 已退出登录 (texts.session.loggedOut, doc 1 §8) and
 * goes to /login (doc 1 §4 "logout leads to /login").
 */
import { mutationOptions } from '@tanstack/react-query';
import { sessionEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import type { UserStore } from './user-store';

/** Logs out on both hosts, then keeps only the openId. Rejects with the first failure, after clearing. */
export async function logout(api: Pick<ApiClient, 'call'>, store: UserStore): Promise<void> {
  const token = store.token();
  try {
    if (token) {
      const results = await Promise.allSettled([
        api.call(sessionEndpoints.logout, { body: { token } }),
        api.call(sessionEndpoints.visitorLogout, { query: { token } }),
      ]);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } finally {
    store.logout();
  }
}

/**
 * Options for `useMutation`:
 *   const out = useMutation(logoutMutation(api, store));
 *   out.mutate(undefined, { onSuccess: () => toast(texts.session.loggedOut), onSettled: () => navigate('/login') });
 */
export const logoutMutation = (api: ApiClient, store: UserStore) =>
  mutationOptions({ mutationKey: [sessionEndpoints.logout.id], mutationFn: () => logout(api, store) });
