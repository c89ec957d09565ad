import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginTexts, RebindConfirm } from '@wonder/web/src/features/login';
import { fmt } from '@wonder/web/src/texts';
import { expect, fn, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/** WeChat rebind conflict (doc 1 §4, §8): the WeChat account is bound to another phone. */
const meta = {
  title: 'login/RebindConfirm',
  component: RebindConfirm,
  args: { visible: true, phone: '138****8000', onConfirm: fn(), onDecline: fn() },
} satisfies Meta<typeof RebindConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', undefined, UNTIL_RENDERED);
    await expect(dialog).toHaveTextContent(fmt(loginTexts.rebindConfirm, { phone: '138****8000' }));
    await expect(screen.getByRole('button', { name: loginTexts.rebindYes })).toBeEnabled();
    await expect(screen.getByRole('button', { name: loginTexts.rebindNo })).toBeEnabled();
  },
};

/** 绑定 pressed: both buttons wait for the rebind call. */
export const Confirming: Story = {
  args: { confirming: true },
  play: async () => {
    await screen.findByRole('dialog', undefined, UNTIL_RENDERED);
    await expect(screen.getByRole('button', { name: loginTexts.rebindYes })).toBeDisabled();
  },
};
