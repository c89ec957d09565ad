import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingScreen } from '@wonder/web/src/app/shell/LoadingScreen';
import { texts } from '@wonder/web/src/texts';
import { expect, screen } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

/** Shown until the startup sequence is done (doc 1 §1). */
const meta = {
  title: 'shell/LoadingScreen',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async () => {
    const main = await screen.findByRole('main', undefined, UNTIL_RENDERED);
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(main).toHaveTextContent(texts.startup.loading);
  },
};
