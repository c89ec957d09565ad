import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ScenarioId, STEP_UP_DIALOG } from '@wonder/contracts';
import { PERSONAS } from '@wonder/fixtures';
import {
  educationTexts,
  StepUpNoticeDialog,
  stepUpCommon,
  TipsDialog,
} from '@wonder/web/src/features/step-up';
import { fmt, texts } from '@wonder/web/src/texts';
import { expect, fn, screen } from 'storybook/test';
import { popupsSettled, UNTIL_RENDERED } from '../play';

/**
 * The step-up notice dialogs (doc 3 §3 dialog types, §8 texts), all titled 'Warm tip': 1 complete, 4 error
 * (with and without a user), 5 control. Types 2 and 3 are the head-teacher contact (HeadTeacherContact).
 */
const meta = {
  title: 'step-up/Dialogs',
  component: StepUpNoticeDialog,
  args: { dialog: null, onClose: fn() },
} satisfies Meta<typeof StepUpNoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogText = async (text: string) => {
  const dialog = await screen.findByRole('dialog', { name: stepUpCommon.warmTip }, UNTIL_RENDERED);
  await expect(dialog).toHaveTextContent(text);
  await popupsSettled();
  await expect(screen.getByRole('button', { name: texts.common.gotIt })).toBeVisible();
};

/** Type 1: the confirm succeeded. */
export const Type1Complete: Story = {
  args: { dialog: { type: STEP_UP_DIALOG.COMPLETE } },
  play: () => dialogText(educationTexts.confirmSuccess),
};

/** Type 4: a step-up call answered 201 — 'user id: {id}, {msg}'. */
export const Type4Error: Story = {
  parameters: { state: 'step-up-confirm-201' satisfies ScenarioId },
  args: {
    dialog: { type: STEP_UP_DIALOG.ERROR, userId: PERSONAS['step-up-t2-s1'].userId, message: '系统繁忙' },
  },
  play: () =>
    dialogText(fmt(educationTexts.errorDialog, { id: PERSONAS['step-up-t2-s1'].userId, msg: '系统繁忙' })),
};

/** Type 4 without a user: 'please log in first'. */
export const Type4NotLoggedIn: Story = {
  args: { dialog: { type: STEP_UP_DIALOG.ERROR, userId: null, message: '' } },
  play: () => dialogText(educationTexts.pleaseLogin),
};

/** Type 5: an option whose switch is off. */
export const Type5Control: Story = {
  args: { dialog: { type: STEP_UP_DIALOG.CONTROL } },
  play: () => dialogText(educationTexts.controlClosed),
};

/** The education page's tips, with the way to the head teacher. */
export const Tips: Story = {
  render: () => <TipsDialog visible onContact={fn()} onClose={fn()} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: educationTexts.tips }, UNTIL_RENDERED);
    await expect(dialog).toHaveTextContent(educationTexts.tipsContent);
    await popupsSettled();
  },
};
