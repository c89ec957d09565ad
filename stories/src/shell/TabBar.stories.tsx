import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScenarioId } from '@wonder/contracts';
import { PERSONAS } from '@wonder/fixtures';
import { TAB_BAR_MIN_APP_VERSION } from '@wonder/web/src/app/shell/tab-rules';
import type { Href } from '@wonder/web/src/lib/routes';
import { texts } from '@wonder/web/src/texts';
import { expect, screen, waitFor, within } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';
import { ShellStory } from './ShellStory';

/**
 * The bottom tab bar (doc 2 §2) in the app's real shell, per visitor and environment. Tabs come from the
 * tab config of the story's persona (fixtures); the mini-program keeps courses and me; the app below
 * 1.5.8 hides it. The fixture tab images live on a host that does not exist, so the bar falls back to its
 * built-in icons, exactly as it does when a configured image fails.
 */
const meta = {
  title: 'shell/TabBar',
  component: ShellStory,
  parameters: { route: '/index' satisfies Href },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL_TABS = [
  texts.shell.tabs.home,
  texts.shell.tabs.growth,
  texts.shell.tabs.courses,
  texts.shell.tabs.me,
];

async function tabNames(): Promise<string[]> {
  // The skeleton bar is a navigation too: wait for the configured tabs.
  const bar = await screen.findByRole('navigation', undefined, UNTIL_RENDERED);
  await waitFor(() => expect(bar).not.toHaveAttribute('aria-busy'), UNTIL_RENDERED);
  return within(bar)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');
}

/** A logged-in official student in the browser: four tabs, the greeting with the parent's name. */
export const Official: Story = {
  parameters: { persona: 'official' },
  play: async () => {
    await expect(await tabNames()).toEqual(ALL_TABS);
    await screen.findByText(PERSONAS.official.parentName, { exact: false }, UNTIL_RENDERED);
    await expect(screen.getByRole('button', { name: texts.shell.tabs.home })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      await screen.findByText(texts.shell.downloadBarOfficial, undefined, UNTIL_RENDERED),
    ).toBeVisible();
    screen.getByRole('button', { name: texts.shell.tabs.courses }).click();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: texts.shell.tabs.courses })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

/** A visitor without an account: the same four tabs, a generic greeting and the tourist download text. */
export const Tourist: Story = {
  parameters: { persona: 'tourist' },
  play: async () => {
    await expect(await tabNames()).toEqual(ALL_TABS);
    await expect(
      await screen.findByText(texts.shell.downloadBarTourist, undefined, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** A trial (unofficial) student: the download bar's trial text (doc 2 §2 "Its text differs per role"). */
export const Trial: Story = {
  parameters: { persona: 'trial-y' },
  play: async () => {
    await expect(
      await screen.findByText(texts.shell.downloadBarTrial, undefined, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.queryByText(texts.shell.downloadBarOfficial)).toBeNull();
  },
};

/** Inside the WeChat mini-program only courses and me remain (and no download banner). */
export const MiniProgram: Story = {
  parameters: { env: 'mini-program', route: '/myTabClass' satisfies Href },
  play: async () => {
    await expect(await tabNames()).toEqual([texts.shell.tabs.courses, texts.shell.tabs.me]);
    await expect(screen.queryByText(texts.shell.downloadBarOfficial)).toBeNull();
  },
};

/** In the native app below 1.5.8 there is no tab bar at all. */
export const Hidden: Story = {
  parameters: { env: 'android-app', appVersion: '1.5.7', route: '/myTabClass' satisfies Href },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('main', undefined, UNTIL_RENDERED);
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(TAB_BAR_MIN_APP_VERSION).toBe('1.5.8');
  },
};

/** The tab config is on its way: a skeleton bar. */
export const Pending: Story = {
  parameters: { api: { hold: ['app.getTabConfig'] } },
  play: async () => {
    const bar = await screen.findByRole('navigation', undefined, UNTIL_RENDERED);
    await expect(bar).toHaveAttribute('aria-busy', 'true');
  },
};

/** The tab config failed for a logged-in parent: the four tabs of the spec with built-in icons. */
export const ConfigFailed: Story = {
  // The shell shows the same four tabs for any failure; the scenario answers a business code.
  parameters: {
    api: { fail: { 'app.getTabConfig': 'network' } },
    state: 'tab-config-fails' satisfies ScenarioId,
  },
  play: async () => {
    await expect(await tabNames()).toEqual(ALL_TABS);
  },
};
