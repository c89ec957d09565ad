/**
 * The notification popup's stages (doc 2 §4, doc 1 §4), pure: auth (push permission) first, then follow
 * (the official account). A stage shows only when it is needed and has shown fewer than 2 times (counted
 * locally); a cancel stops the popup for the session. The follow check is skipped for tourists (the
 * container never asks it, so followNeeded is false).
 */
import { NOTIFY_POPUP_LIMITS } from '@wonder/contracts';

export type NotifyStage = 'auth' | 'follow';

export interface NotifyInputs {
  /** Push is off ('1'); false outside the app, on a timeout, or when on. */
  authNeeded: boolean;
  /** The parent does not follow the official account. */
  followNeeded: boolean;
  authShown: number;
  followShown: number;
  cancelled: boolean;
}

export function notifyStage(i: NotifyInputs, done: ReadonlySet<NotifyStage>): NotifyStage | null {
  if (i.cancelled) return null;
  const max = NOTIFY_POPUP_LIMITS.MAX_PER_KIND;
  if (i.authNeeded && i.authShown < max && !done.has('auth')) return 'auth';
  if (i.followNeeded && i.followShown < max && !done.has('follow')) return 'follow';
  return null;
}
