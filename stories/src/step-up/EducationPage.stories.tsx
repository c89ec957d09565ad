import type { Meta, StoryObj } from '@storybook/react-vite';
import { PERSONAS } from '@wonder/fixtures';
import {
  EducationPage,
  educationTexts,
  ineligibleTexts,
  stepUpCommon,
} from '@wonder/web/src/features/step-up';
import type { Href } from '@wonder/web/src/lib/routes';
import { fmt, texts } from '@wonder/web/src/texts';
import { expect, screen, within } from 'storybook/test';
import { toastShown, UNTIL_RENDERED } from '../play';

/**
 * /furtherEducation (doc 3 §2, §4, §8), the real container over the fixtures of each step-up persona: the
 * page types (1 error, 2 PAGEY, 3 PAGEN) and phases (waiting, grouping, completed), in a browser and in
 * the app, loading, ineligible, hours that failed.
 */
const meta = {
  title: 'step-up/EducationPage',
  component: EducationPage,
  parameters: { route: '/furtherEducation' satisfies Href, persona: 'step-up-t2-s1' },
} satisfies Meta<typeof EducationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusHeading = (name: string) => screen.findByRole('heading', { name }, UNTIL_RENDERED);

/** PAGEY waiting: confirm the new-year class, or change it; the panel with the new class and hours. */
export const Pagey: Story = {
  play: async () => {
    await expect(await statusHeading(educationTexts.pageyTitle)).toBeVisible();
    await expect(screen.getByRole('button', { name: educationTexts.confirmClass })).toBeEnabled();
    await expect(screen.getByRole('button', { name: educationTexts.changeClass })).toBeEnabled();
    await expect(await screen.findByText(/\d+课时/, undefined, UNTIL_RENDERED)).toBeVisible();
    await expect(
      screen.getByText(fmt(educationTexts.userId, { id: PERSONAS['step-up-t2-s1'].userId })),
    ).toBeVisible();
  },
};

/** PAGEN waiting: the recommended plan, upgrade or not. */
export const Pagen: Story = {
  parameters: { persona: 'step-up-t3-s1' },
  play: async () => {
    await expect(await statusHeading(educationTexts.pagenTitle)).toBeVisible();
    await expect(screen.getByRole('button', { name: educationTexts.upgrade })).toBeEnabled();
    await expect(screen.getByRole('button', { name: educationTexts.notUpgrade })).toBeEnabled();
  },
};

/** Grouping: the countdown to the remaining date + 23:59:59, refreshed every second. */
export const GroupingCountdown: Story = {
  parameters: { persona: 'step-up-grouping' },
  play: async () => {
    await expect(await statusHeading(educationTexts.groupingTitle)).toBeVisible();
    await expect(screen.getByText(educationTexts.countdownLabel)).toBeVisible();
    await expect(screen.getByRole('timer')).toHaveTextContent(/^\d+天\d{2}时\d{2}分\d{2}秒$/);
  },
};

/** Completed: the new class is arranged. */
export const Completed: Story = {
  parameters: { persona: 'step-up-s3' },
  play: async () => {
    await expect(await statusHeading(educationTexts.completedTitle)).toBeVisible();
    await expect(screen.queryByRole('button', { name: educationTexts.confirmClass })).toBeNull();
  },
};

/** Inside the app: the gift card, no navbar, no download link. */
export const InApp: Story = {
  parameters: { env: 'android-app' },
  play: async () => {
    await expect(await statusHeading(educationTexts.pageyTitle)).toBeVisible();
    await expect(await screen.findByText(educationTexts.giftCard, undefined, UNTIL_RENDERED)).toBeVisible();
    await expect(screen.queryByRole('button', { name: texts.shell.back })).toBeNull();
    await expect(screen.queryByRole('button', { name: educationTexts.downloadForGift })).toBeNull();
  },
};

/** Outside the app (here iOS Safari): the navbar, the download link instead of the gift. */
export const OutsideAppIos: Story = {
  parameters: { env: 'ios-safari' },
  play: async () => {
    await expect(await statusHeading(educationTexts.pageyTitle)).toBeVisible();
    await expect(screen.getByRole('button', { name: texts.shell.back })).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: educationTexts.downloadForGift }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.queryByText(educationTexts.giftCard)).toBeNull();
  },
};

/** The info is on its way: the skeleton. */
export const Loading: Story = {
  parameters: { api: { hold: ['ems.stepUpInfo'] } },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: stepUpCommon.loading }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** Page type 1 (error): another 201 on the info — the error page, and its msg toasts (doc 3 §8). */
export const ErrorType: Story = {
  parameters: { api: { fail: { 'ems.stepUpInfo': { code: 201, message: '系统繁忙，请稍后再试' } } } },
  play: async () => {
    await expect(await screen.findByText(educationTexts.errorTitle, undefined, UNTIL_RENDERED)).toBeVisible();
    await toastShown('系统繁忙，请稍后再试');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Ineligible (201 with studentCode 10001): the explanation, no dialog, no toast. */
export const Ineligible: Story = {
  parameters: {
    persona: 'step-up-ineligible-10001',
    api: { fail: { 'ems.stepUpInfo': { code: 201, message: '不符合', extra: { studentCode: 10001 } } } },
  },
  play: async () => {
    const alert = await screen.findByRole('alert', undefined, UNTIL_RENDERED);
    await expect(within(alert).getByText(ineligibleTexts.title)).toBeVisible();
    await expect(alert).toHaveTextContent(ineligibleTexts[10001]);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The hours failed to load: dashes (doc 3 §8). */
export const HoursFailed: Story = {
  parameters: { api: { fail: { 'assets.queryUserHourGroup': { code: 500, message: '课时查询失败' } } } },
  play: async () => {
    await expect(await statusHeading(educationTexts.panelTitle)).toBeVisible();
    await expect(await screen.findByText(educationTexts.dashes, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};
