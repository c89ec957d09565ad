import type { Meta, StoryObj } from '@storybook/react-vite';
import { evaTexts } from '@wonder/web/src/features/growth';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { toastShown, UNTIL_RENDERED } from '../play';
import { withFreshGrowthSession } from './fresh-session';

/** /evaReportList?grow=false&cateId&entry&subject (doc 3 §2): the reports outside the growth tab. */
const meta = {
  title: 'growth/EvaReportList',
  ...appScreensMeta,
  decorators: [withFreshGrowthSession],
  parameters: {
    persona: 'official',
    route: '/evaReportList?grow=false&cateId=4&entry=growUp&subject=0' satisfies Href,
  },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async () => {
    await expect(await screen.findAllByRole('button', { name: /测评报告/ }, UNTIL_RENDERED)).toHaveLength(4);
  },
};

export const Empty: Story = {
  parameters: { api: { data: { 'app.growEvaReportList': [] } } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: evaTexts.empty }, UNTIL_RENDERED)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { api: { fail: { 'app.growEvaReportList': { code: '50000000', message: '服务繁忙' } } } },
  play: async () => {
    await expect(await screen.findByRole('alert', undefined, UNTIL_RENDERED)).toHaveTextContent(
      evaTexts.failed,
    );
    // The server's message as a toast too (doc 2 §8, the error policy).
    await toastShown('服务繁忙');
  },
};
