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

/**
 * Inside a native app that has the page (every current app: domain/app-only.ts `appOnlyNotice`): the app opens it
 * from its own entry; 返回 is not offered on a landing, 回到首页 is. Never "update".
 */
export const InApp: Story = {
  parameters: { env: 'android-app' },
  play: async () => {
    await expect(await screen.findByText(texts.appOnly.fromApp, undefined, UNTIL_RENDERED)).toBeVisible();
    await expect(screen.queryByText(texts.appOnly.update)).toBeNull();
    await expect(screen.queryByRole('button', { name: texts.shell.downloadBarButton })).toBeNull();
  },
};

/** Inside an app older than the page's version (/homework/submit needs CorrectHomework, 1.9.0): update. */
export const InOldApp: Story = {
  args: { path: '/homework/submit' },
  parameters: { env: 'android-app', appVersion: '1.8.0', route: '/homework/submit' satisfies Href },
  play: async () => {
    await expect(await screen.findByText(texts.appOnly.update, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

/** /findPassword in a browser: the code login needs no password, so it leads there, not to a download. */
export const FindPasswordWeb: Story = {
  args: { path: '/findPassword' },
  parameters: { route: '/findPassword' satisfies Href, persona: 'tourist' },
  play: async () => {
    await expect(await screen.findByText(texts.appOnly.codeLogin, undefined, UNTIL_RENDERED)).toBeVisible();
    await expect(screen.getByRole('button', { name: texts.appOnly.codeLoginButton })).toBeVisible();
    await expect(screen.queryByRole('button', { name: texts.shell.downloadBarButton })).toBeNull();
  },
};
