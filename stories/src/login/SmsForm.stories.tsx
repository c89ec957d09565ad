import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginTexts } from '@wonder/web/src/features/login';
import { fmt } from '@wonder/web/src/texts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsHarness } from './harness';

/** SMS-code login (doc 1 §2, §4, §5): the send button counts down and is throttled to one press a second. */
const meta = {
  title: 'login/SmsForm',
  component: SmsHarness,
  args: { phone: '13800138000', countdown: 0, onSendCode: fn() },
} satisfies Meta<typeof SmsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code was sent 14 s ago: the button shows the seconds left and ignores presses. */
export const CountingDown: Story = {
  args: { countdown: 45, hasSent: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: fmt(loginTexts.countdown, { seconds: 45 }) });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/**
 * Two presses inside one second send once (the spec's send-code throttle). The clock is frozen so the
 * second press always lands inside the window, however slow the machine.
 */
export const Throttled: Story = {
  args: { now: () => 1_000_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: loginTexts.sendCode });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};
