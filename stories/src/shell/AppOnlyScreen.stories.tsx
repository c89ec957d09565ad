import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppOnlyScreen } from '@wonder/web/src/app/AppOnlyScreen';
import type { Href } from '@wonder/web/src/lib/routes';
import { routeTitles, texts } from '@wonder/web/src/texts';
import { expect, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/**
 * The page of every route no document describes (doc 1 §2 only names them): the route's title, "this
 * feature lives in the app", the download button and a way back. Never a developer placeholder.
 */
const meta = {
  title: 'shell/AppOnlyScreen',
  component: AppOnlyScreen,
  args: { path: '/myOrder' },
  parameters: { route: '/myOrder' satisfies Href, persona: 'official' },
} satisfies Meta<typeof AppOnlyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a phone browser: the download button (to /downloadApp, enter 0). */
export const Web: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: routeTitles.myOrder }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: texts.shell.downloadBarButton })).toBeVisible();
  },
};

/** Inside the native app (an old shell landed here): a request to update, no download button. */
export const InApp: Story = {
  parameters: { env: 'android-app' },
  play: async () => {
    await expect(await screen.findByText(texts.appOnly.inApp, undefined, UNTIL_RENDERED)).toBeVisible();
    await expect(screen.queryByRole('button', { name: texts.shell.downloadBarButton })).toBeNull();
  },
};
