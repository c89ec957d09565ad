/**
 * The preview every story renders in:
 * - antd-mobile's React 19 renderer shim, installed once (Dialog/Toast/Popup imperative APIs render nothing
 *   on React 19 without it), and the app's root font size rule (1rem = width / 7.5, capped);
 * - a phone viewport by default (390 × 844, the app's design target); the test-runner sets the same size
 *   in its preVisit hook because it does not apply viewport globals itself;
 * - a decorator that gives components what the app gives them, so stories render the app's real
 *   containers: a QueryClientProvider; the app's services (web/src/lib/services) with the fixtures-backed
 *   client of the story's persona (parameters.persona, default 'official'; parameters.api steers single
 *   calls, see fixtures-client.tsx) and a user store logged in as that persona (none for the tourist);
 *   the environment (parameters.env and parameters.appVersion, see environments.ts); a MemoryRouter
 *   (parameters.route, default '/login'; stories write it `'…' satisfies Href`, so a wrong path does not compile);
 * - a11y checks that FAIL the test-runner on any violation (parameters.a11y.test = 'error');
 * - before each story, what a previous story left outside its tree is cleared (imperative popups, storage);
 * - under reduced motion (the test-runner's browser asks for it) antd-mobile's springs jump to their end, as
 *   the app's own CSS animations do, so visual captures never catch a popup or a spinner mid-way; the
 *   instant the runner freezes the clock at is published on the page (story-clock.ts);
 * - every story renders after the app's first-view release (lib/first-load/first-view.ts): a story shows the
 *   settled page, with what waits for the first view (the home's popups, the shell's unread count). Left to
 *   the app, the release came from whichever story drew a screen first, or from the 3 s / 10 s safety net after
 *   the page's load, so on a loaded machine it could land between a story's two captures (CI at dc10c4c:
 *   home-popups--class-hour-gift-in-app "unstable").
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PERSONAS, type PersonaId, studentInfoFor, userInfoFor } from '@wonder/fixtures';
import { installAntdRenderer } from '@wonder/web/src/lib/antd-react19';
import { afterFirstView, firstViewDrawn } from '@wonder/web/src/lib/first-load/first-view';
import type { Href } from '@wonder/web/src/lib/routes';
import { ServicesProvider } from '@wonder/web/src/lib/services';
import { createUserStore } from '@wonder/web/src/lib/user-store';
import { setEnvironment } from '@wonder/web/src/platform/env';
import { installRootFontSize } from '@wonder/web/src/platform/rem';
import { Dialog, reduceMotion, Toast } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { type StoryEnv, storyEnvironment } from './environments';
import { createFixturesClient, type StoryApi } from './fixtures-client';
import { publishStoryNow } from './story-clock';
import '@wonder/web/src/app/theme.css';
import './preview.css';

/** The phone the app is designed for (iPhone 12–15 logical size); e2e uses the same (iPhone 13). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

declare global {
  interface Window {
    __wpRenderShim?: boolean;
  }
}

// Once per page, even when Vite hot-reloads this module.
if (!window.__wpRenderShim) {
  window.__wpRenderShim = true;
  installAntdRenderer();
  installRootFontSize();
  publishStoryNow();
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) reduceMotion();
  firstViewDrawn();
}

/** Resolves once the first view's waiting work is released (at once after the page's first story). */
const firstViewReleased = () => new Promise<void>((released) => afterFirstView(released));

/** A user store logged in as the persona (kept in memory: stories never touch the app's storage). */
function personaStore(persona: PersonaId) {
  const store = createUserStore(false);
  const user = userInfoFor(PERSONAS[persona]);
  if (user) store.setUser(user, studentInfoFor(PERSONAS[persona]));
  return store;
}

interface AppProvidersProps {
  persona: PersonaId;
  route: Href;
  api: StoryApi;
  children: ReactNode;
}

function AppProviders({ persona, route, api, children }: AppProvidersProps) {
  // One set of clients per story render: no cache leaks between stories.
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } }),
  );
  const [services] = useState(() => ({
    api: createFixturesClient(persona, api),
    store: personaStore(persona),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <ServicesProvider value={services}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ServicesProvider>
    </QueryClientProvider>
  );
}

const withAppProviders: Decorator = (Story, context) => {
  const p = context.parameters;
  // The environment is app-global (detected once at startup): set it before the story's tree renders.
  setEnvironment(storyEnvironment(p.env as StoryEnv | undefined, p.appVersion as string | undefined));
  return (
    <AppProviders
      // A new story is a new app: remount so the clients are rebuilt.
      key={context.id}
      persona={(p.persona as PersonaId | undefined) ?? 'official'}
      route={(p.route as Href | undefined) ?? '/login'}
      api={(p.api as StoryApi | undefined) ?? {}}
    >
      <Story />
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [firstViewReleased],
  // Stories follow each other in one page (the test-runner visits a whole batch of titles per page):
  // what lives outside a story's React tree, the imperative dialogs and toasts and the page's storage, must
  // not carry over into the next story.
  beforeEach: () => {
    Dialog.clear();
    Toast.clear();
    window.localStorage.clear();
    window.sessionStorage.clear();
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        wonderPhone: {
          name: 'Wonder phone (390 × 844)',
          styles: { width: `${PHONE_VIEWPORT.width}px`, height: `${PHONE_VIEWPORT.height}px` },
          type: 'mobile',
        },
        ...INITIAL_VIEWPORTS,
      },
    },
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: 'wonderPhone', isRotated: false },
  },
};

export default preview;
