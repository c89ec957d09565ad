/**
 * The preview every story renders in:
 * - antd-mobile's React 19 renderer shim, installed once (Dialog/Toast/Popup imperative APIs render nothing
 *   on React 19 without it), and the app's root font size rule (1rem = width / 7.5, capped);
 * - a phone viewport by default (390 × 844, the app's design target); the test-runner sets the same size
 *   in its preVisit hook because it does not apply viewport globals itself;
 * - a decorator that gives components what the app gives them: a QueryClientProvider, the fixtures-backed
 *   client for the story's persona (parameters.persona, default 'official') and a MemoryRouter
 *   (parameters.route, default '/login');
 * - a11y checks that FAIL the test-runner on any violation (parameters.a11y.test = 'error').
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PersonaId } from '@wonder/fixtures';
import { installAntdRenderer } from '@wonder/web/src/lib/antd-react19';
import { installRootFontSize } from '@wonder/web/src/platform/rem';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { createFixturesClient, StoryApiProvider } from './fixtures-client';
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
}

function AppProviders({
  persona,
  route,
  children,
}: {
  persona: PersonaId;
  route: string;
  children: ReactNode;
}) {
  // One client per story render: no cache leaks between stories.
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } }),
  );
  const [api] = useState(() => createFixturesClient(persona));
  return (
    <QueryClientProvider client={queryClient}>
      <StoryApiProvider value={api}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </StoryApiProvider>
    </QueryClientProvider>
  );
}

const withAppProviders: Decorator = (Story, context) => (
  <AppProviders
    // A new persona or route is a new app: remount so the clients are rebuilt.
    key={`${context.id}:${String(context.parameters.persona)}`}
    persona={(context.parameters.persona as PersonaId | undefined) ?? 'official'}
    route={(context.parameters.route as string | undefined) ?? '/login'}
  >
    <Story />
  </AppProviders>
);

const preview: Preview = {
  decorators: [withAppProviders],
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
