/**
 * The present id (doc 1 §7 "GET /v1/common/getPresentId | presentKey | data.presentId, cached per key";
 * doc 1 §8, doc 2 §8 "A failed share-id lookup sets presentID to '0'") and the invitation a shared link
 * carries to the code login (doc 1 §3 "Code login adds … ext {presentId, inviteUid}").
 *
 * How they meet (chosen, as the spec names the pieces but not the link between them): the share setup
 * looks up the present id of the page's share key (the share info's `key`) and puts it in the shared link
 * (domain/invite.ts). Only WeChat's share setup looks it up, so this module loads then, not in a first load.
 */
import { sessionEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { api } from '../lib/client';
import { userStore } from '../lib/user-store';
import { SESSION_KEYS, sessionStore } from '../platform/storage';
import { invitationLink } from './invite';

/** doc 1 §8: what a failed lookup gives. */
export const FAILED_PRESENT_ID = '0';

type Store = Pick<typeof sessionStore, 'getString' | 'setString'>;

/** `presentIdFor(key)`: the cached id of a key, or one lookup; '0' when it fails (not cached: a later try may work). */
export function createPresentIdLookup(client: Pick<ApiClient, 'call'>, store: Store = sessionStore) {
  const inFlight = new Map<string, Promise<string>>();
  return function presentIdFor(presentKey: string): Promise<string> {
    const cached = store.getString(`${SESSION_KEYS.presentIdPrefix}${presentKey}`);
    if (cached) return Promise.resolve(cached);
    const running = inFlight.get(presentKey);
    if (running) return running;
    const lookup = client
      .call(sessionEndpoints.getPresentId, { query: { presentKey } })
      .then((data) => {
        store.setString(`${SESSION_KEYS.presentIdPrefix}${presentKey}`, data.presentId);
        return data.presentId;
      })
      .catch(() => FAILED_PRESENT_ID)
      .finally(() => inFlight.delete(presentKey));
    inFlight.set(presentKey, lookup);
    return lookup;
  };
}

/** The app's lookup. */
export const presentIdFor = createPresentIdLookup(api);

/** The WeChat share setup's: the share key's present id, and the link shared with it and its sharer. */
export async function sharePresent(presentKey: string, link: string) {
  const presentID = await presentIdFor(presentKey);
  return { presentID, link: invitationLink(link, presentID, userStore.getState().user?.userId ?? null) };
}
