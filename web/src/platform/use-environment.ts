import { useSyncExternalStore } from 'react';
import { type Environment, FRAME_ENVIRONMENT, getEnvironment, subscribeEnvironment } from './env';

/**
 * The environment, as detected and refined. While a prerendered frame hydrates it is the frame's (a plain
 * phone browser, FRAME_ENVIRONMENT) so that the client renders the frame's HTML exactly; React re-renders
 * with the phone's right after (WeChat, the app, the mini-program: lib/first-load/as-in-frame.ts).
 */
export function useEnvironment(): Environment {
  return useSyncExternalStore(subscribeEnvironment, getEnvironment, () => FRAME_ENVIRONMENT);
}

/**
 * The environment a call is made for: the phone's, also while a frame hydrates. A call draws nothing, and one
 * built for the frame's plain browser was sent again once hydrated, for another audience (the in-app
 * /myTabClass asked for its banners a second time after React's first view, before its largest paint, and
 * did not take the page's early answers). What a screen renders reads `useEnvironment`.
 */
export function useCallEnvironment(): Environment {
  return useSyncExternalStore(subscribeEnvironment, getEnvironment, getEnvironment);
}
