import type { Meta, StoryObj } from '@storybook/react-vite';
import { classHourTexts as T } from '@wonder/web/src/features/parent-centre';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/** /myClassHour (doc 3 §2, §3): live and recorded hours per brand, the leave count; loading, empty, failed. */
const meta = {
  title: 'parent-centre/MyClassHour',
  ...appScreensMeta,
  parameters: { route: '/myClassHour?hourType=0' satisfies Href, persona: 'official' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const selected = () => screen.findByRole('tab', { selected: true }, UNTIL_RENDERED);
const SUMMARY = 'gateway.multiBrandHourSummaryList';

/** Live hours of each brand: bought and gifted. */
export const Live: Story = {
  play: async () => {
    await expect(await selected()).toHaveTextContent(T.tabs[0]);
    await expect(
      (await screen.findAllByRole('heading', { level: 2 }, UNTIL_RENDERED)).length,
    ).toBeGreaterThan(0);
  },
};

/** Recorded hours. */
export const Recorded: Story = {
  parameters: { route: '/myClassHour?hourType=1' satisfies Href },
  play: async () => {
    await expect(await selected()).toHaveTextContent(T.tabs[1]);
  },
};

/** The leave count. */
export const Leave: Story = {
  parameters: { route: '/myClassHour?hourType=2' satisfies Href },
  play: async () => {
    await expect(await screen.findByText(/剩余请假\d+次/, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { hold: [SUMMARY] } },
  play: async () => {
    await expect(await screen.findByRole('status', undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

/** No hours of any brand. */
export const Empty: Story = {
  parameters: { api: { data: { [SUMMARY]: [] } } },
  play: async () => {
    await expect(await screen.findByText(T.empty, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { api: { fail: { [SUMMARY]: { code: 500, message: '课时服务繁忙，请稍后再试' } } } },
  play: async () => {
    await expect(await screen.findByRole('alert', undefined, UNTIL_RENDERED)).toHaveTextContent(T.failed);
  },
};
