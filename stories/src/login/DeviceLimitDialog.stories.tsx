import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScenarioId } from '@wonder/contracts';
import { DeviceLimitDialog, loginTexts } from '@wonder/web/src/features/login';
import { expect, fn, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/** Login answer 100088 (doc 1 §8): too many devices. */
const meta = {
  title: 'login/DeviceLimitDialog',
  component: DeviceLimitDialog,
  args: { visible: true, onConfirm: fn() },
} satisfies Meta<typeof DeviceLimitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Code100088: Story = {
  name: '100088',
  parameters: { state: 'device-limit-100088' satisfies ScenarioId },
  play: async () => {
    const dialog = await screen.findByRole('dialog', undefined, UNTIL_RENDERED);
    await expect(dialog).toHaveTextContent(loginTexts.deviceLimitTitle);
    await expect(dialog).toHaveTextContent(loginTexts.deviceLimitContent);
    await expect(screen.getByRole('button', { name: loginTexts.deviceLimitConfirm })).toBeVisible();
  },
};
