import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginTexts } from '@wonder/web/src/features/login';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordHarness } from './harness';

/** Password login (doc 1 §2, §5): phone with area code, password, validation message, 登录. */
const meta = {
  title: 'login/PasswordForm',
  component: PasswordHarness,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PasswordHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(loginTexts.phonePlaceholder)).toHaveValue('');
    await expect(canvas.getByLabelText(loginTexts.passwordPlaceholder)).toHaveValue('');
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

/**
 * The input keeps digits only (at most 14), so a phone the rule rejects can only come from outside the
 * keyboard: here, a last-used phone remembered in an old format. Pressing 登录 shows the message and
 * sends nothing.
 */
export const InvalidPhone: Story = {
  args: { phone: '138-0013-8000' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(loginTexts.passwordPlaceholder), 'Secret123');
    await userEvent.click(canvas.getByRole('button', { name: loginTexts.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginTexts.phoneInvalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText(loginTexts.phonePlaceholder);
    // Letters are dropped as they are typed: the field keeps the digits.
    await userEvent.type(phone, '138a0013b8000');
    await expect(phone).toHaveValue('13800138000');
    await userEvent.type(canvas.getByLabelText(loginTexts.passwordPlaceholder), 'Secret123');
    await userEvent.click(canvas.getByRole('button', { name: loginTexts.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone: '13800138000',
      password: 'Secret123',
      areaCode: '86',
    });
  },
};
