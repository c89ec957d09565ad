import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradeDialog } from '@wonder/web/src/app/shell/UpgradeDialog';
import { texts } from '@wonder/web/src/texts';
import { expect, fn, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/** Opened when a native call is refused as 'version not support' (doc 1 §5, §8). */
const meta = {
  title: 'shell/UpgradeDialog',
  component: UpgradeDialog,
  args: { visible: true, platform: 'ios', onUpdate: fn(), onClose: fn() },
} satisfies Meta<typeof UpgradeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ios: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', undefined, UNTIL_RENDERED);
    await expect(dialog).toHaveTextContent(texts.upgrade.title);
    await expect(dialog).toHaveTextContent(texts.upgrade.iosContent);
    await expect(screen.getByRole('button', { name: texts.upgrade.iosConfirm })).toBeVisible();
    await expect(screen.getByRole('button', { name: texts.upgrade.iosCancel })).toBeVisible();
  },
};

export const Other: Story = {
  args: { platform: 'other' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', undefined, UNTIL_RENDERED);
    await expect(dialog).toHaveTextContent(texts.upgrade.otherContent);
    await expect(screen.getByRole('button', { name: texts.upgrade.otherConfirm })).toBeVisible();
    await expect(screen.queryByRole('button', { name: texts.upgrade.iosConfirm })).toBeNull();
  },
};
