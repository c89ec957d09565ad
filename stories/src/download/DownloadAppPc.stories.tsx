import type { Meta, StoryObj } from '@storybook/react-vite';
import { pcTexts } from '@wonder/web/src/features/download';
import type { Href } from '@wonder/web/src/lib/routes';
import { texts } from '@wonder/web/src/texts';
import { expect, screen } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/**
 * /downloadAppPc (doc 2 §2): the QR code of the landing page, drawn in the browser with uqr (loaded only
 * on this page), and the store links. Rendered here at phone width; the e2e journey shows it on a desktop.
 */
const meta = {
  title: 'download/DownloadAppPc',
  ...appScreensMeta,
  parameters: { env: 'pc', route: '/downloadAppPc?type=1&enter=19' satisfies Href, persona: 'tourist' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async () => {
    await expect(await screen.findByRole('img', { name: pcTexts.qrLabel }, UNTIL_RENDERED)).toBeVisible();
    await expect(screen.getByRole('link', { name: pcTexts.appStore })).toBeVisible();
  },
};

/** The encoder is still loading. */
export const Loading: Story = {
  args: { screens: { '/downloadAppPc': { encode: () => new Promise(() => {}) } } },
  play: async () => {
    await expect(await screen.findByText(pcTexts.qrLoading, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

/** The encoder failed to load: 二维码生成失败 and a retry. */
export const QrFailed: Story = {
  args: {
    screens: {
      '/downloadAppPc': { encode: () => Promise.reject(new Error('story: the encoder chunk failed')) },
    },
  },
  play: async () => {
    await expect(await screen.findByRole('alert', undefined, UNTIL_RENDERED)).toHaveTextContent(
      texts.web.qrCodeFailed,
    );
  },
};
