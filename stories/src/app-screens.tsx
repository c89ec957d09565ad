/**
 * The app's screens routed as the app routes them, from web's own route table (lib/routes.ts) and screen map
 * (app/screens.ts), for the page stories: the tab screens inside the real tab shell (navbar, tab bar,
 * keep-alive), every other screen on its own, a route without a screen as the app-only page, a parent path
 * as its redirect. A tap in a story therefore opens the screen the app would open. Unlike the app: no
 * startup and no route guards (a story sets its persona and environment itself), and story-only props per
 * screen (`screens`), such as banners that do not autoplay.
 *
 * Screens load lazily in the app; `loadScreens` (the metas' loader) resolves them before the story renders,
 * so a story's first paint is its screen, not a loading state.
 */
import { AppOnlyScreen } from '@wonder/web/src/app/AppOnlyScreen';
import { SCREENS, type ScreenPath, type ScreenProps } from '@wonder/web/src/app/screens';
import { ShellLayout } from '@wonder/web/src/app/shell/ShellLayout';
import { Redirect } from '@wonder/web/src/lib/navigation';
import { ROUTES, type RouteEntry } from '@wonder/web/src/lib/routes';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Story-only props, per screen path. */
export type StoryScreenProps = { [P in ScreenPath]?: Partial<ScreenProps<P>> };

/** What every story gives the screens: carousels hold still, so a screenshot and the a11y check see one slide. */
const STORY_DEFAULTS: StoryScreenProps = {
  '/index': { autoplay: false },
  '/myTabClass': { autoplay: false },
};

/** Where the story is now (path and query), for play functions; not drawn. */
export const LOCATION_TEST_ID = 'story-location';

const loaded = new Map<ScreenPath, ComponentType<Record<string, unknown>>>();

/** The metas' loader: every screen resolved once per page, before the first story renders. */
export async function loadScreens(): Promise<Record<string, never>> {
  await Promise.all(
    (Object.keys(SCREENS) as ScreenPath[]).map(async (path) => {
      if (!loaded.has(path))
        loaded.set(path, (await SCREENS[path]()) as ComponentType<Record<string, unknown>>);
    }),
  );
  return {};
}

function Location() {
  const { pathname, search } = useLocation();
  return (
    <p hidden data-testid={LOCATION_TEST_ID}>
      {`${pathname}${search}`}
    </p>
  );
}

function element(entry: RouteEntry, props: StoryScreenProps) {
  if (entry.redirectTo) return <Redirect to={entry.redirectTo} />;
  const path = entry.path as ScreenPath;
  const Screen = loaded.get(path);
  if (!Screen) {
    if (path in SCREENS) throw new Error(`story: ${path} rendered before loadScreens resolved it`);
    return <AppOnlyScreen path={entry.path} embedded={entry.group === 'tab'} />;
  }
  return <Screen {...STORY_DEFAULTS[path]} {...props[path]} />;
}

export interface AppScreensProps {
  /** Story-only props per screen path, over the stories' defaults. */
  screens?: StoryScreenProps;
}

export function AppScreens({ screens = {} }: AppScreensProps) {
  const route = (entry: RouteEntry) => (
    <Route key={entry.path} path={entry.path} element={element(entry, screens)} />
  );
  return (
    <>
      <Location />
      <Routes>
        <Route element={<ShellLayout />}>{ROUTES.filter((r) => r.group === 'tab').map(route)}</Route>
        {ROUTES.filter((r) => r.group !== 'tab').map(route)}
        <Route path="*" element={<Redirect to="/index" />} />
      </Routes>
    </>
  );
}

/** The meta every page story starts from. */
export const appScreensMeta = { component: AppScreens, loaders: [loadScreens] };
