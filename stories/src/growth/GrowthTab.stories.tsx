import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PrivateInfo } from '@wonder/contracts';
import { successData } from '@wonder/fixtures';
import {
  evaTexts,
  GROWTH_TAB_PATHS,
  growthTexts,
  planTexts,
  reportTexts,
} from '@wonder/web/src/features/growth';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen, within } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { toastShown, UNTIL_RENDERED } from '../play';
import { withFreshGrowthSession } from './fresh-session';

/**
 * The growth tab (doc 3 §2, §4, §6) in the real tab shell: its three tabs in WeChat and in the app, the
 * official and trial parent, a child in two classes, the plain browser's not-supported state, loading,
 * empty and failed.
 */
const meta = {
  title: 'growth/GrowthTab',
  ...appScreensMeta,
  decorators: [withFreshGrowthSession],
  parameters: { route: GROWTH_TAB_PATHS[1], persona: 'official', env: 'wechat' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const weeks = () => screen.findAllByRole('heading', { level: 3, name: /^第\d周$/ }, UNTIL_RENDERED);
const reportTitle = () => screen.findByRole('heading', { name: reportTexts.title }, UNTIL_RENDERED);

/** Tab 1 in WeChat: the child, the class, the plan week by week. */
export const StudyPlan: Story = {
  play: async () => {
    await expect(await weeks()).toHaveLength(4);
    await expect(screen.getByRole('tab', { name: growthTexts.tabs.studyPlan })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Tab 1 in the app: the share button (the app's share sheet). */
export const StudyPlanInApp: Story = {
  parameters: { env: 'android-app' },
  play: async () => {
    await weeks();
    await expect(screen.getByRole('button', { name: growthTexts.share })).toBeVisible();
  },
};

/** Tab 2: the dynamic learning report with its seven sections. */
export const Situation: Story = {
  parameters: { route: `${GROWTH_TAB_PATHS[2]}?key=2` satisfies Href },
  play: async () => {
    await reportTitle();
    await expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  },
};

/** Tab 2 in the app (iOS). */
export const SituationInApp: Story = {
  parameters: { route: `${GROWTH_TAB_PATHS[2]}?key=2` satisfies Href, env: 'ios-app' },
  play: async () => {
    await reportTitle();
    await expect(screen.getByRole('button', { name: growthTexts.share })).toBeVisible();
  },
};

/** Tab 3: the evaluation reports. */
export const Reports: Story = {
  parameters: { route: `${GROWTH_TAB_PATHS[3]}?key=1&entry=growUp` satisfies Href },
  play: async () => {
    await expect(await screen.findByRole('button', { name: evaTexts.viewAll }, UNTIL_RENDERED)).toBeVisible();
  },
};

/** A trial parent: one class, no switch. */
export const Trial: Story = {
  parameters: { persona: 'trial-y' },
  play: async () => {
    await weeks();
    await expect(screen.queryByRole('combobox')).toBeNull();
  },
};

/** An official student without a tutor: the same tab. */
export const NoTutor: Story = {
  parameters: { persona: 'no-tutor', route: `${GROWTH_TAB_PATHS[2]}?key=2` satisfies Href },
  play: async () => {
    await reportTitle();
  },
};

const twoClasses: PrivateInfo = {
  ...(successData('app.getPersonInfo', 'official') as PrivateInfo),
  attendClassVoList: [
    { attendClass: 23625, catePid: 4 },
    { attendClass: 31208, catePid: 5 },
  ],
};

/** A child in two classes: the class switch. */
export const TwoClasses: Story = {
  parameters: { api: { data: { 'app.getPersonInfo': twoClasses } } },
  play: async () => {
    const header = await screen.findByRole('region', { name: twoClasses.kidName }, UNTIL_RENDERED);
    // The native select lies invisibly over its chip, so the phone's own picker opens on a tap.
    await expect(within(header).getByRole('combobox', { name: growthTexts.switchClass })).toBeInTheDocument();
    await expect(within(header).getByText(growthTexts.switchClass)).toBeVisible();
  },
};

/** In a plain browser: not supported, 去下载. */
export const NotSupportedBrowser: Story = {
  parameters: { env: 'web' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: growthTexts.notSupported }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: growthTexts.download })).toBeVisible();
  },
};

/** In the mini-program (plain web for logic): not supported. */
export const NotSupportedMiniProgram: Story = {
  parameters: { env: 'mini-program' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: growthTexts.notSupported }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { hold: ['app.growStudyPlan'] } },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: growthTexts.loading }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** The plan failed: its failed state, and the server's message as a toast (doc 2 §8, the error policy). */
export const PlanFailed: Story = {
  parameters: { api: { fail: { 'app.growStudyPlan': { code: '50000000', message: '服务繁忙' } } } },
  play: async () => {
    await expect(await screen.findByRole('alert', undefined, UNTIL_RENDERED)).toHaveTextContent(
      planTexts.failed,
    );
    await toastShown('服务繁忙');
  },
};

export const ReportEmpty: Story = {
  parameters: {
    route: `${GROWTH_TAB_PATHS[2]}?key=2` satisfies Href,
    api: {
      data: {
        'app.growLearningReport': {
          ...(successData('app.growLearningReport', 'official') as object),
          sections: [],
        },
      },
    },
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: reportTexts.empty }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

export const ReportsEmpty: Story = {
  parameters: {
    route: `${GROWTH_TAB_PATHS[3]}?key=1&entry=growUp` satisfies Href,
    api: { data: { 'app.growEvaReportList': [] } },
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: evaTexts.empty }, UNTIL_RENDERED)).toBeVisible();
  },
};
