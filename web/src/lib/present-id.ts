/**
 * The present id (doc 1 §7 "GET /v1/common/getPresentId | presentKey | data.presentId, cached per key";
 * doc 1 §8, doc 2 §8 "A failed share-id lookup sets presentID to '0'") and the invitation a shared link
 * carries to the code login (doc 1 §3 "Code login adds … ext {presentId, inviteUid}").
 *
 * How they meet (chosen, as the spec names the pieces but not the link between them): the share setup
 * looks up the present id of the page's share key (the share info's `key`) and puts it in the shared link
 * as `presentId`, with the sharer's user id as `inviteUid`; a visitor who opens that link keeps both for
 * the tab session (they arrive on any page, and log in later), and the code login sends them in `ext`.
 */
import { sessionEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { SESSION_KEYS, sessionStore } from '../platform/storage';
import { api } from './client';

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

/** The app's lookup (the share setup's). */
export const presentIdFor = createPresentIdLookup(api);

/** The query keys of an invitation in a shared link. */
export const INVITE_QUERY = { presentId: 'presentId', inviteUid: 'inviteUid' } as const;

export interface Invite {
  presentId: string | null;
  inviteUid: string | null;
}

/** A shared link: the page's link with the sharer's present id and user id. */
export function invitationLink(link: string, presentId: string, inviteUid: string | null): string {
  try {
    const url = new URL(link);
    url.searchParams.set(INVITE_QUERY.presentId, presentId);
    if (inviteUid) url.searchParams.set(INVITE_QUERY.inviteUid, inviteUid);
    return url.toString();
  } catch {
    return link;
  }
}

/** Keeps the invitation of the entry link for the tab session (a later entry without one keeps the first). */
export function rememberInvite(search: string, store: Store = sessionStore): void {
  const query = new URLSearchParams(search);
  const presentId = query.get(INVITE_QUERY.presentId)?.trim();
  if (!presentId) return;
  const invite: Invite = { presentId, inviteUid: query.get(INVITE_QUERY.inviteUid)?.trim() || null };
  store.setString(SESSION_KEYS.invite, JSON.stringify(invite));
}

export function rememberedInvite(store: Store = sessionStore): Invite {
  try {
    const v = JSON.parse(store.getString(SESSION_KEYS.invite) ?? 'null') as Partial<Invite> | null;
    return {
      presentId: typeof v?.presentId === 'string' ? v.presentId : null,
      inviteUid: typeof v?.inviteUid === 'string' ? v.inviteUid : null,
    };
  } catch {
    return { presentId: null, inviteUid: null };
  }
}
