import type { Meta, StoryObj } from '@storybook/react-vite';
import { ageTexts } from '@wonder/web/src/features/login';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen, waitFor, within } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { popupsSettled, UNTIL_RENDERED } from '../play';

/**
 * /selectAgePage after a first login (doc 1 §2, §5), the app's container on the fixtures client: saving
 * the age reads the class-hour dialog config (cfplHourDialog), which the fixtures set to show.
 */
const meta = {
  title: 'login/SelectAgePage',
  ...appScreensMeta,
  parameters: { route: '/selectAgePage' satisfies Href, persona: 'trial-y' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The age saved: the configured class-hour dialog, its one button to the parent centre. */
export const ClassHourDialog: Story = {
  play: async () => {
    (await screen.findByRole('button', { name: ageTexts.submit }, UNTIL_RENDERED)).click();
    // The age popup closes first (its dialog role would make two).
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull(), UNTIL_RENDERED);
    const dialog = await screen.findByRole('dialog', undefined, UNTIL_RENDERED);
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await popupsSettled();
  },
};
