/**
 * What a prerendered frame (app/prerender.tsx) was drawn with, on the phone: while React hydrates that frame
 * the client must render exactly the HTML's content, or React throws the frame away (error #418) and draws
 * the page again. A value the phone knows better than the build (the page's query, the environment, the
 * hour, the user's id) is therefore read through `useAsInFrame`: the frame's value while prerendering and
 * while hydrating, the phone's at once after (React re-renders that part in the same commit's effects), and
 * the phone's in every render of a page that was not hydrated.
 */
import { STUDENT_STATUS, type UserInfo } from '@wonder/contracts';
import { useSyncExternalStore } from 'react';
import { TOURIST, type UserState } from '../user-store';

/**
 * The login a logged-in page's frame is drawn with: only its shape matters (no query runs at build time and
 * no call ever sees this token); what shows the user's own values reads them through `useUserIdAsInFrame`.
 */
export const FRAME_USER: UserInfo = { token: 'frame', userId: '', time: 0 };

const unsubscribed = () => () => {};

export function useAsInFrame<T>(actual: T, inFrame: T): T {
  // React renders a server snapshot while prerendering and hydrating, then compares it with the client's
  // after the commit and re-renders if they differ.
  return useSyncExternalStore(
    unsubscribed,
    () => actual,
    () => inFrame,
  );
}

/** The page's query as its screen renders it: the frames are drawn for the bare path (no query). */
export function useSearchAsInFrame(search: string): string {
  return useAsInFrame(search, '');
}

/** The user's id as a screen shows it: the frame's (none) while hydrating. */
export function useUserIdAsInFrame(userId: string): string {
  return useAsInFrame(userId, FRAME_USER.userId);
}

const LOGGED_IN_FRAME: UserState = {
  user: FRAME_USER,
  student: { ...TOURIST, studentStatus: STUDENT_STATUS.OFFICIAL_STUDENT },
  openId: null,
};
const TOURIST_FRAME: UserState = { user: null, student: TOURIST, openId: null };

/**
 * Who the page's frame was drawn for (`#root[data-audience]`, scripts/prerender.mjs): the inline audience
 * check only sees a login stored in the page, the app's shell hands one over during the startup. Without a
 * mark (prerendering itself) the store's state is the frame's.
 */
function frameUserState(state: UserState): UserState {
  const audience =
    typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.audience;
  if (audience === 'login') return LOGGED_IN_FRAME;
  if (audience === 'tourist') return TOURIST_FRAME;
  return state;
}

/**
 * The user as a frame's parts show it (the greeting, the download bar): the frame's while hydrating. Calls
 * keep reading the real user.
 */
export function useUserStateAsInFrame(state: UserState): UserState {
  return useAsInFrame(state, frameUserState(state));
}
