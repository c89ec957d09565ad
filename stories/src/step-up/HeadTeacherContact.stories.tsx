import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeadTeacherContact, headTeacherTexts, stepUpCommon } from '@wonder/web/src/features/step-up';
import type { Href } from '@wonder/web/src/lib/routes';
import { fmt } from '@wonder/web/src/texts';
import { expect, fn, screen, within } from 'storybook/test';
import { popupsSettled, toastShown, UNTIL_RENDERED } from '../play';

/**
 * The head-teacher contact (doc 3 §4, §8, §9) as the app opens it: it asks the learning-partner host for the
 * head master of the story's persona. Dialog type 2 (a head master: copy the mobile, notify) and type 3
 * (none: customer service on 4000888366).
 */
const meta = {
  title: 'step-up/HeadTeacherContact',
  component: HeadTeacherContact,
  args: { visible: true, userId: '10001', onClose: fn(), copy: fn(async () => true), dial: fn() },
  parameters: { route: '/furtherEducation' satisfies Href },
} satisfies Meta<typeof HeadTeacherContact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact dialog, once it has faded in (visibility checks of a half-faded dialog fail on a slow machine). */
const dialog = async () => {
  const d = await screen.findByRole('dialog', { name: headTeacherTexts.contact }, UNTIL_RENDERED);
  await popupsSettled();
  return d;
};

/** Type 2: the head master's mobile, copy and notify. Copying toasts 'Copied contact to clipboard'. */
export const Type2HasHeadTeacher: Story = {
  parameters: { persona: 'official' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(await within(d).findByText(/班主任电话：1\d{10}/, undefined, UNTIL_RENDERED)).toBeVisible();
    await expect(d).toHaveTextContent(headTeacherTexts.content);
    await popupsSettled();
    within(d).getByRole('button', { name: headTeacherTexts.copyMobile }).click();
    await toastShown(headTeacherTexts.copied);
    await expect(args.copy).toHaveBeenCalled();
  },
};

/** Type 2, notify: 'The head teacher will contact you within 24 hours'. */
export const Type2Notified: Story = {
  parameters: { persona: 'official' },
  play: async ({ args }) => {
    const d = await dialog();
    const notify = await within(d).findByRole('button', { name: headTeacherTexts.notify }, UNTIL_RENDERED);
    await popupsSettled();
    notify.click();
    await toastShown(headTeacherTexts.notified);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Type 3: no head master — customer service. */
export const Type3NoHeadTeacher: Story = {
  parameters: { persona: 'step-up-no-head-teacher' },
  play: async () => {
    const d = await dialog();
    await expect(
      await within(d).findByText(
        fmt(headTeacherTexts.hotline, { phone: '4000888366' }),
        undefined,
        UNTIL_RENDERED,
      ),
    ).toBeVisible();
    await expect(within(d).queryByRole('button', { name: headTeacherTexts.notify })).toBeNull();
    await popupsSettled();
  },
};

/** The head master is being looked up. */
export const Loading: Story = {
  parameters: { persona: 'official', api: { hold: ['partner.admin'] } },
  play: async () => {
    await expect(await dialog()).toHaveTextContent(stepUpCommon.loading);
    await popupsSettled();
  },
};
