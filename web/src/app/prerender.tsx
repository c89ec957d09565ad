/**
 * Build-time rendering of each entry route's first frame (scripts/prerender.mjs runs it in Node after the
 * client build): the same route tree as main.tsx, with the startup done for a tourist in a plain mobile
 * browser and no data yet, so every screen renders its loading skeleton. The client hydrates that HTML
 * (main.tsx) rendering exactly the same first (lib/first-load/as-in-frame.ts: the environment, the query, the hour, the
 * user's id are the frame's while hydrating); what differs on the phone (the app or WeChat, a query variant,
 * the hour of the greeting, the user) is re-rendered by React right after hydration, in the same boxes.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { STUDENT_STATUS } from '@wonder/contracts';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { FRAME_USER } from '../lib/first-load/as-in-frame';
import { createQueryClient } from '../lib/query-client';
import { isShellPath, type RoutePath } from '../lib/routes';
import { TOURIST, userStore } from '../lib/user-store';
import { FRAME_ENVIRONMENT, setEnvironment } from '../platform/env';
import { LOCAL_KEYS } from '../platform/storage';
import { earlyRequestsScript } from './early-requests';
import { NavigationRegistrar } from './NavigationRegistrar';
import { AppRoutes } from './router';
import { doneStartup, StartupContext } from './startup-controller';

/**
 * The routes parents open first (links, shares, tabs), each with its own HTML, drawn for who opens it most:
 * a tourist from a shared link, or a logged-in official student (the routes behind a token). A route opened
 * as often by both (`otherFrame`: the home) carries the other audience's frame too, painted instead of the
 * loading screen for that audience (not hydrated: the app renders over it as over the loading screen), so a
 * logged-in parent's home shows its skeleton, and the first banner's picture in it, from the HTML (issue 40).
 */
export const PRERENDERED = [
  { path: '/login', loggedIn: false },
  { path: '/index', loggedIn: false, otherFrame: true },
  { path: '/downloadApp', loggedIn: false },
  { path: '/myTabClass', loggedIn: true },
  { path: '/parentsCenter', loggedIn: true },
  { path: '/growUp/studyPlan', loggedIn: true },
  { path: '/furtherEducation', loggedIn: true },
] as const satisfies readonly { path: RoutePath; loggedIn: boolean; otherFrame?: boolean }[];

/** The app's platform as an inline script's expression (platform/env.ts): the frame's script tells the app by it. */
export { FRAME_USER_AGENT, INLINE_APP_PLATFORM } from '../platform/env';

/** Where the app keeps its login: a page drawn for the other audience shows the loading screen instead. */
export const STORED_LOGIN_KEY = LOCAL_KEYS.user;

/** The page's inline script that holds back taps and notes typing until the frame hydrates (lib/first-load/early-input.ts). */
export { earlyInputScript } from '../lib/first-load/early-input';
/** What the logged-in home's frame waits for before its scripts start (lib/first-load/early-requests.ts). */
export { EARLY_BANNER_PAINTED } from '../lib/first-load/early-requests';
/** The longest a logged-in home's scripts wait for its first banner picture after the frame's first paint (chosen). */
export const EARLY_BANNER_WAIT_MAX_MS = 1000;
/**
 * The page's inline script that paints the last home's picture, if kept ('' elsewhere), and the picture's
 * element, whose page asks for its scripts once it has been painted (lib/first-load/screen-snapshot.ts).
 */
export { SNAPSHOT_ELEMENT_ID, snapshotScript as snapshotScriptFor } from '../lib/first-load/screen-snapshot';

/** The page's inline script that starts its first calls (app/early-requests.ts). */
export const earlyScriptFor = (path: RoutePath) => earlyRequestsScript(isShellPath(path), path);

/** Call once per module instance: the user store and the environment are the module's. */
export async function renderRoute(path: RoutePath, loggedIn: boolean): Promise<string> {
  // What the hook renders here anyway (its server snapshot); set for code that reads it outside React.
  setEnvironment(FRAME_ENVIRONMENT);
  if (loggedIn) {
    userStore.setUser(FRAME_USER, { ...TOURIST, studentStatus: STUDENT_STATUS.OFFICIAL_STUDENT });
  }
  const queryClient = createQueryClient();
  // React logs a render error and falls back to client rendering for that boundary: the frame would be
  // missing from the HTML and re-drawn on the phone. Such a frame must fail the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <StartupContext.Provider value={doneStartup()}>
            <NavigationRegistrar />
            <AppRoutes />
          </StartupContext.Provider>
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (errors.length > 0) {
    queryClient.clear();
    throw new Error(`prerendering ${path} fell back to client rendering: ${errors.map(String).join('; ')}`);
  }
  // Its garbage-collection timers would keep Node alive for minutes.
  queryClient.clear();
  return html;
}
