import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgeSelection, ageTexts, DEFAULT_AGE } from '@wonder/web/src/features/login';
import { fmt } from '@wonder/web/src/texts';
import { expect, fn, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/** Age selection after a first login (doc 1 §2, §5): 3 to 20, 3 preselected. */
const meta = {
  title: 'login/AgeSelection',
  component: AgeSelection,
  args: { visible: true, value: DEFAULT_AGE, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof AgeSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const chosen = await screen.findByRole('radio', { checked: true }, UNTIL_RENDERED);
    await expect(chosen).toHaveTextContent(fmt(ageTexts.option, { age: DEFAULT_AGE }));
    (await screen.findByRole('radio', { name: fmt(ageTexts.option, { age: 7 }) }, UNTIL_RENDERED)).click();
    await expect(args.onChange).toHaveBeenCalledWith(7);
  },
};

export const Submitting: Story = {
  args: { value: 6, submitting: true },
  play: async () => {
    await screen.findByRole('radiogroup', undefined, UNTIL_RENDERED);
    for (const option of screen.getAllByRole('radio')) await expect(option).toBeDisabled();
  },
};
