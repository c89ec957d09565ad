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
