import type { Meta, StoryObj } from '@storybook/react-vite';
import { ageTexts } from '@wonder/web/src/features/login';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen, waitFor, within } from 'storybook/test';
import { type AppScreens, appScreensMeta, LOCATION_TEST_ID } from '../app-screens';
import { calmPopups } from '../home/popup-data';
import { popupsSettled, toastShown, UNTIL_RENDERED } from '../play';

/**
 * /selectAgePage after a first login (doc 1 §2, §5), the app's container on the fixtures client: saving
 * the age reads the class-hour dialog config (cfplHourDialog), which the fixtures set to show; without one
 * the age popup shows a toast and just closes.
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

/**
 * The age saved with no class-hour dialog configured (doc 1 §2 "a toast and closes"): 保存成功, and the
 * parent goes on where the login went, home here (nothing recorded before the login), not the parent centre.
 * Home's popups are calm (their own stories show them), so nothing opens over it.
 */
export const SavedCloses: Story = {
  parameters: { api: { data: { ...calmPopups('trial-y'), 'app.getUpgradeConfig': [] } } },
  play: async () => {
    (await screen.findByRole('button', { name: ageTexts.submit }, UNTIL_RENDERED)).click();
    await toastShown(ageTexts.saved);
    await expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/index');
    await expect(screen.queryByRole('radiogroup')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
