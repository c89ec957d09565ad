import type { Meta, StoryObj } from '@storybook/react-vite';
import { IOS_APP_STORE_URL, MARKET_URLS } from '@wonder/web/src/domain/external-config';
import {
  guideTexts,
  landingTexts,
  type OpenAppDeps,
  pcTexts,
  variantCopy,
  wechatGuideTexts,
} from '@wonder/web/src/features/download';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen, waitFor, within } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/**
 * /downloadApp (doc 2 §2, §4): the seven variants by `type`, and what the page does in each environment.
 * The open-or-install button never leaves the story: its way out (location.assign) is recorded here, and
 * the 3000 ms fallback runs at once.
 */
const attempts: string[] = [];
const recordOpen = (): OpenAppDeps => ({
  assign: (url) => attempts.push(url),
  document,
  window,
  setTimeout: (fn) => window.setTimeout(fn, 0),
  clearTimeout: (h) => window.clearTimeout(h as number),
});

const meta = {
  title: 'download/DownloadApp',
  ...appScreensMeta,
  args: { screens: { '/downloadApp': { openAppDeps: recordOpen } } },
  parameters: { route: '/downloadApp' satisfies Href, persona: 'tourist' },
  beforeEach: () => {
    attempts.length = 0;
  },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const headline = async (text: string) =>
  expect(await screen.findByRole('heading', { level: 1, name: text }, UNTIL_RENDERED)).toBeVisible();

/** Type 1 (and no type): the parent app, in a phone browser. */
export const Parent: Story = {
  parameters: { route: '/downloadApp?enter=19' satisfies Href },
  play: () => headline(variantCopy.parent.headline),
};

/** Type 2, from the parent centre's shop entry (enter 61). */
export const Shop: Story = {
  parameters: { route: '/downloadApp?type=2&enter=61' satisfies Href },
  play: () => headline(variantCopy.shop.headline),
};

export const Hour: Story = {
  parameters: { route: '/downloadApp?type=3' satisfies Href },
  play: () => headline(variantCopy.hour.headline),
};

export const Teacher: Story = {
  parameters: { route: '/downloadApp?type=4' satisfies Href },
  play: () => headline(variantCopy.teacher.headline),
};

/** Type 5, from the step-up pages (enter 321). */
export const Further: Story = {
  parameters: { route: '/downloadApp?type=5&enter=321' satisfies Href },
  play: () => headline(variantCopy.further.headline),
};

export const FreshEnrollment: Story = {
  parameters: { route: '/downloadApp?type=6' satisfies Href },
  play: () => headline(variantCopy.freshEnrollment.headline),
};

export const Nps: Story = {
  parameters: { route: '/downloadApp?type=7' satisfies Href },
  play: () => headline(variantCopy.nps.headline),
};

/** In the WeChat browser the "open in browser" overlay comes first, pointing to the menu. */
export const WechatOverlay: Story = {
  parameters: { env: 'wechat', route: '/downloadApp?type=1&enter=19' satisfies Href },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: wechatGuideTexts.label }, UNTIL_RENDERED);
    await expect(within(dialog).getByText(wechatGuideTexts.step2)).toBeVisible();
  },
};

/** iPhone Safari: the button tries the app's scheme, then the App Store. */
export const Ios: Story = {
  parameters: { env: 'ios-safari', route: '/downloadApp?type=1&enter=19' satisfies Href },
  play: async () => {
    (await screen.findByRole('button', { name: landingTexts.open }, UNTIL_RENDERED)).click();
    await waitFor(() => expect(attempts).toEqual(['wonderparent://open?type=1&enter=19', IOS_APP_STORE_URL]));
  },
};

/** An Android browser visit from the Xiaomi store channel (8): the scheme, then that market page. */
export const Android: Story = {
  parameters: { env: 'web', route: '/downloadApp?type=1&enter=19&channel=8' satisfies Href },
  play: async () => {
    (await screen.findByRole('button', { name: landingTexts.open }, UNTIL_RENDERED)).click();
    await waitFor(() =>
      expect(attempts).toEqual(['wonderparent://open?type=1&enter=19&channel=8', MARKET_URLS[8]]),
    );
  },
};

/** The scheme was tried; the page waits for the app before falling back to the store. */
export const Opening: Story = {
  args: { screens: { '/downloadApp': { openAppDeps: () => ({ ...recordOpen(), setTimeout: () => 0 }) } } },
  parameters: { env: 'ios-safari', route: '/downloadApp?type=2&enter=61' satisfies Href },
  play: async () => {
    (await screen.findByRole('button', { name: landingTexts.open }, UNTIL_RENDERED)).click();
    await expect(await screen.findByRole('button', { name: landingTexts.opening })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** On a PC the install button pushes /downloadAppPc with the QR code of this visit. */
export const Pc: Story = {
  parameters: { env: 'pc', route: '/downloadApp?type=1&enter=19' satisfies Href },
  play: async () => {
    (await screen.findByRole('button', { name: landingTexts.pcButton }, UNTIL_RENDERED)).click();
    await expect(await screen.findByRole('img', { name: pcTexts.qrLabel }, UNTIL_RENDERED)).toBeVisible();
  },
};

/** In the mini-program a teacher visit is replaced by the teacher-card guide. */
export const MiniProgramTeacher: Story = {
  parameters: { env: 'mini-program', route: '/downloadApp?type=4&enter=0' satisfies Href },
  play: () => headline(guideTexts.teacherCardTitle),
};

/** In the mini-program the other variants say where to find the app. */
export const MiniProgram: Story = {
  parameters: { env: 'mini-program', route: '/downloadApp?type=1' satisfies Href },
  play: async () => {
    (await screen.findByRole('button', { name: landingTexts.miniProgramButton }, UNTIL_RENDERED)).click();
    await expect(await screen.findByRole('status')).toHaveTextContent(landingTexts.miniProgramHint);
  },
};

/** Already in the app (an old link): the button goes to the variant's page in the app. */
export const InApp: Story = {
  parameters: { env: 'ios-app', route: '/downloadApp?type=3' satisfies Href },
  play: async () => {
    await expect(await screen.findByText(landingTexts.inAppNote, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};
