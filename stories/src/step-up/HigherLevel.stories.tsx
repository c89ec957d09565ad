import type { Meta, StoryObj } from '@storybook/react-vite';
import { REFERENCE_MS } from '@wonder/fixtures';
import { educationTexts, HigherLevelPage, higherLevelTexts } from '@wonder/web/src/features/step-up';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen } from 'storybook/test';
import { popupsSettled, UNTIL_RENDERED } from '../play';

/**
 * The 2021 step-up entrance (doc 2 §9, doc 3 §4): the education page shown only inside the activity period
 * of the static JSON, the first-visit modal once, a closed state outside. The fixtures' period runs from a
 * week before to two weeks after their reference date; the gate's clock is set per story.
 */
const DAY = 86_400_000;

/** The app's /higherLevel screen itself (the gate gathers the education page's first view with the period). */
function HigherLevel({ now }: { now: number }) {
  return <HigherLevelPage now={() => now} />;
}

const meta = {
  title: 'step-up/HigherLevel',
  component: HigherLevel,
  args: { now: REFERENCE_MS },
  // Android: iOS outside the app never gets here (the route guard sends it to /downloadApp).
  parameters: { route: '/higherLevel' satisfies Href, persona: 'step-up-t2-s1' },
  beforeEach: () => {
    localStorage.removeItem('wonder.higherLevel.welcomed');
  },
} satisfies Meta<typeof HigherLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the period, first visit: the modal over the education page. */
export const FirstVisit: Story = {
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: higherLevelTexts.welcomeTitle }, UNTIL_RENDERED);
    await expect(modal).toHaveTextContent(higherLevelTexts.welcomeContent);
    await expect(
      await screen.findByRole('heading', { name: educationTexts.pageyTitle }, UNTIL_RENDERED),
    ).toBeInTheDocument();
    await popupsSettled();
  },
};

/** Outside the period: the closed state, never the step-up screens. */
export const Closed: Story = {
  args: { now: REFERENCE_MS + 60 * DAY },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: higherLevelTexts.closedTitle }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.queryByRole('heading', { name: educationTexts.pageyTitle })).toBeNull();
  },
};

/** The static JSON cannot be read: the fallback window (2021/06/10 – 2021/06/20), closed today. */
export const ConfigUnreadable: Story = {
  parameters: { api: { fail: { 'static.higherLevelActivity': 'network' } } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: higherLevelTexts.closedTitle }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByText(/2021\/06\/10 00:00:00/)).toBeVisible();
  },
};
