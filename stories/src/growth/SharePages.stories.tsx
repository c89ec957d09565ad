import type { Meta, StoryObj } from '@storybook/react-vite';
import { GROWTH_SHARE_INVALID_CODE } from '@wonder/contracts';
import { growthShareKey, PERSONAS, successData } from '@wonder/fixtures';
import { SHARE_PATHS, shareTexts } from '@wonder/web/src/features/growth';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { toastShown, UNTIL_RENDERED } from '../play';
import { withFreshGrowthSession } from './fresh-session';

/**
 * The four token-free share pages (doc 3 §2), opened by a visitor with no account (persona tourist): the
 * share key in the query opens a read-only copy; a withdrawn key shows that the link expired.
 */
const meta = {
  title: 'growth/SharePages',
  ...appScreensMeta,
  decorators: [withFreshGrowthSession],
  parameters: { persona: 'tourist' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const official = PERSONAS.official;
const reportKey = growthShareKey(official, 'report');
const planKey = growthShareKey(official, 'plan');
// Whoever opens the link (here a visitor without an account) sees the sharer's child.
const SHARED = {
  data: {
    'app.growSharedLearningReport': successData('app.growSharedLearningReport', 'official'),
    'app.growSharedStudyPlan': successData('app.growSharedStudyPlan', 'official'),
  },
};
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, UNTIL_RENDERED);

export const Situation: Story = {
  parameters: { route: `${SHARE_PATHS.situation}?shareKey=${reportKey}` satisfies Href, api: SHARED },
  play: async () => {
    await expect(await heading(`${official.kidName}的动态学情报告`)).toBeVisible();
  },
};

export const SituationV1: Story = {
  parameters: { route: `${SHARE_PATHS.situationV1}?shareKey=${reportKey}` satisfies Href, api: SHARED },
  play: async () => {
    await heading(`${official.kidName}的动态学情报告`);
    await expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const Schedule: Story = {
  parameters: { route: `${SHARE_PATHS.schedule}?shareKey=${planKey}` satisfies Href, api: SHARED },
  play: async () => {
    await expect(await heading(`${official.kidName}的学习进度`)).toBeVisible();
  },
};

export const StudyPlan: Story = {
  parameters: { route: `${SHARE_PATHS.studyPlan}?shareKey=${planKey}` satisfies Href, api: SHARED },
  play: async () => {
    await expect(await heading(`${official.kidName}的学习计划`)).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: {
    route: `${SHARE_PATHS.situation}?shareKey=gsr-withdrawn` satisfies Href,
    api: {
      fail: {
        'app.growSharedLearningReport': { code: GROWTH_SHARE_INVALID_CODE, message: '该分享已被撤回' },
      },
    },
  },
  play: async () => {
    await expect(await heading(shareTexts.expired)).toBeVisible();
    // The server's message as a toast too (doc 2 §8, the error policy).
    await toastShown('该分享已被撤回');
  },
};

export const Loading: Story = {
  parameters: {
    route: `${SHARE_PATHS.studyPlan}?shareKey=${planKey}` satisfies Href,
    api: { hold: ['app.growSharedStudyPlan'] },
  },
  play: async () => {
    await expect(await screen.findByRole('status', undefined, UNTIL_RENDERED)).toBeVisible();
  },
};
