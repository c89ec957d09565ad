/**
 * The invitation a shared link carries to the code login (doc 1 §3 "Code login adds … ext {presentId,
 * inviteUid}"). Chosen, as the spec names the pieces but not the link between them: the WeChat share setup
 * shares the page's link with the share key's present id (domain/present-id.ts) as `presentId` and the sharer's
 * user id as `inviteUid`; a visitor who opens that link keeps both for the tab session (they arrive on any
 * page, and log in later), and the code login sends them in `ext`.
 */
import { SESSION_KEYS, sessionStore } from '../platform/storage';

type Store = Pick<typeof sessionStore, 'getString' | 'setString'>;

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
