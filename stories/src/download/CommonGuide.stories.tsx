import type { Meta, StoryObj } from '@storybook/react-vite';
import { guideTexts } from '@wonder/web/src/features/download';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/** /commonGuide (doc 1 §2, doc 2 §2): a guide by its code, and the state of a code the app does not know. */
const meta = {
  title: 'download/CommonGuide',
  ...appScreensMeta,
  parameters: { env: 'mini-program', persona: 'tourist' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mini-program's little-teacher card guide (where a teacher-type download visit lands). */
export const TeacherCard: Story = {
  parameters: { route: '/commonGuide?code=little_teacher_card_mini' satisfies Href },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: guideTexts.teacherCardTitle }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const UnknownCode: Story = {
  parameters: { env: 'web', route: '/commonGuide?code=expired_campaign' satisfies Href },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: guideTexts.unknownTitle }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: guideTexts.home })).toBeVisible();
  },
};
