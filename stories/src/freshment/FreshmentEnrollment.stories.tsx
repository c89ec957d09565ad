import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshmentTexts } from '@wonder/web/src/features/freshment';
import { loginTexts } from '@wonder/web/src/features/login';
import type { Href } from '@wonder/web/src/lib/routes';
import { fmt, routeTitles } from '@wonder/web/src/texts';
import { expect, screen } from 'storybook/test';
import { type AppScreens, appScreensMeta, LOCATION_TEST_ID } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/**
 * /freshmentEnrollment (doc 2 §3, §4): the newcomer page from the persona's freshment config (fixtures).
 * The fixtures' images live on a host that does not exist, so the page shows its drawn activity picture,
 * exactly as it does when a configured image fails.
 */
const meta = {
  title: 'freshment/FreshmentEnrollment',
  ...appScreensMeta,
  parameters: { route: '/freshmentEnrollment' satisfies Href, persona: 'trial-y' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIG = {
  finishTaskCount: 2,
  totalTask: 5,
  isShowPop: true,
  homePageConfig: { title: routeTitles.freshmentEnrollment, activityImgUrl: null },
  firstScene: false,
  secondScene: false,
  thirdScene: true,
  fourthScene: false,
};

/** A trial student part-way through, in a phone browser: the tasks are done in the app. */
export const InProgress: Story = {
  parameters: { api: { data: { 'app.getEntranceDetail': CONFIG } } },
  play: async () => {
    await expect(
      await screen.findByText(fmt(freshmentTexts.progress, { done: 2, total: 5 }), undefined, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: freshmentTexts.downloadCta })).toBeVisible();
  },
};

/** The same inside the native app: the button leads to the task centre. */
export const InApp: Story = {
  parameters: { env: 'android-app', api: { data: { 'app.getEntranceDetail': CONFIG } } },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: freshmentTexts.inAppCta }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** The official student's fixture config: every task done. */
export const AllDone: Story = {
  parameters: { persona: 'official' },
  play: async () => {
    await expect(await screen.findByText(freshmentTexts.allDone, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

export const NoTasks: Story = {
  parameters: { api: { data: { 'app.getEntranceDetail': { ...CONFIG, finishTaskCount: 0, totalTask: 0 } } } },
  play: async () => {
    await expect(await screen.findByText(freshmentTexts.empty, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { hold: ['app.getEntranceDetail'] } },
  play: async () => {
    await expect(await screen.findByRole('main', undefined, UNTIL_RENDERED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  parameters: { api: { fail: { 'app.getEntranceDetail': { code: '500001', message: '系统繁忙' } } } },
  play: async () => {
    await expect(await screen.findByRole('alert', undefined, UNTIL_RENDERED)).toHaveTextContent(
      freshmentTexts.failed,
    );
  },
};

/** A tourist is sent to the login screen (the app's own, as the route table has it). */
export const Tourist: Story = {
  parameters: { persona: 'tourist' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: loginTexts.welcome }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/login');
  },
};
