import type { Meta, StoryObj } from '@storybook/react-vite';
import { optionTexts, parentCentreTexts as T } from '@wonder/web/src/features/parent-centre';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/**
 * The "me" tab /parentsCenter (doc 3 §2, §4, §6) in the real tab shell, from the fixtures of each persona:
 * official and trial parents, without tutor, in the browser, WeChat, the mini-program and the iOS app (with
 * and below the praise version); the page-loading skeleton, the tiles loading and failing (dashes); and
 * /option, the settings screen its service centre opens.
 */
const meta = {
  title: 'parent-centre/ParentsCenter',
  ...appScreensMeta,
  parameters: { route: '/parentsCenter' satisfies Href, persona: 'official' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOURS = ['gateway.multiBrandHourSummaryList', 'gateway.leaveSummary'];

/** The page has rendered past its loading gate. */
const heading = () => screen.findByRole('region', { name: T.sections.account }, UNTIL_RENDERED);
const tiles = async () =>
  within(await screen.findByRole('list', { name: T.tiles.label }, UNTIL_RENDERED)).getAllByRole('button');
const entry = (name: string) => screen.queryByRole('button', { name });
const sectionEntries = async (title: string) =>
  within(await screen.findByRole('region', { name: title }, UNTIL_RENDERED))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

/** An official parent in a browser: every section; tutor, study tasks, materials; tiles with values. */
export const Official: Story = {
  play: async () => {
    await heading();
    await waitFor(
      async () => expect((await tiles())[0]).toHaveAttribute('aria-busy', 'false'),
      UNTIL_RENDERED,
    );
    const learning = await sectionEntries(T.sections.learning);
    await expect(learning).toContain(T.entries.tutor);
    await expect(learning).toContain(T.entries.materials);
    await expect(await screen.findByRole('button', { name: T.myExchange }, UNTIL_RENDERED)).toBeVisible();
  },
};

/** A trial parent: study tasks without their undone count (doc 3 §5, §6); no materials or wrong-answer set. */
export const Trial: Story = {
  parameters: { persona: 'trial-y' },
  play: async () => {
    await heading();
    const learning = await sectionEntries(T.sections.learning);
    await expect(learning).toContain(T.entries.studyTasks);
    await expect(learning).not.toContain(T.entries.materials);
    await expect(learning).not.toContain(T.entries.wrongSet);
  },
};

/** An official student without a tutor (crUid 0): no tutor entry. */
export const NoTutor: Story = {
  parameters: { persona: 'no-tutor' },
  play: async () => {
    await heading();
    await expect(await sectionEntries(T.sections.learning)).not.toContain(T.entries.tutor);
  },
};

/** In the mini-program: no "my exchanges", study-task count or materials. */
export const MiniProgram: Story = {
  parameters: { env: 'mini-program' },
  play: async () => {
    await heading();
    await expect(entry(T.myExchange)).toBeNull();
    await expect(await sectionEntries(T.sections.learning)).not.toContain(T.entries.materials);
  },
};

/** In WeChat: as in the browser. */
export const Wechat: Story = {
  parameters: { env: 'wechat' },
  play: async () => {
    await heading();
    await expect(await screen.findByRole('button', { name: T.myExchange }, UNTIL_RENDERED)).toBeVisible();
  },
};

/** In the iOS app at 2.5.0: praise encouragement shows. */
export const IosApp: Story = {
  parameters: { env: 'ios-app' },
  play: async () => {
    await heading();
    await expect(await sectionEntries(T.sections.activities)).toContain(T.entries.praise);
  },
};

/** In the iOS app below 1.0.7: no praise. */
export const IosAppOld: Story = {
  parameters: { env: 'ios-app', appVersion: '1.0.6' },
  play: async () => {
    await heading();
    await expect(await sectionEntries(T.sections.activities)).not.toContain(T.entries.praise);
  },
};

/** In the Android app: no praise. */
export const AndroidApp: Story = {
  parameters: { env: 'android-app' },
  play: async () => {
    await heading();
    await expect(await sectionEntries(T.sections.activities)).not.toContain(T.entries.praise);
  },
};

/** The page-loading flag: the private info is on its way. */
export const PageLoading: Story = {
  parameters: { api: { hold: ['app.getPersonInfo'] } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: T.loading }, UNTIL_RENDERED)).toBeVisible();
  },
};

/** The hour and leave calls on their way: the tiles are busy. */
export const HoursLoading: Story = {
  parameters: { api: { hold: HOURS } },
  play: async () => {
    await heading();
    for (const tile of await tiles()) await expect(tile).toHaveAttribute('aria-busy', 'true');
  },
};

/** The hour and leave calls failed: dashes. */
export const HoursFailed: Story = {
  parameters: {
    api: {
      fail: Object.fromEntries(HOURS.map((id) => [id, { code: 500, message: '课时服务繁忙，请稍后再试' }])),
    },
  },
  play: async () => {
    await heading();
    await waitFor(
      async () => expect((await tiles()).map((t) => t.textContent?.slice(0, 2))).toEqual(['--', '--', '--']),
      UNTIL_RENDERED,
    );
  },
};

/** Reached with the named route's classHourType=1: the recorded tile is pointed out. */
export const ClassHourType: Story = {
  parameters: { route: '/parentsCenter?classHourType=1' satisfies Href },
  play: async () => {
    await heading();
    await expect((await tiles())[1]).toHaveClass('wp-pc-tile--highlighted');
  },
};

/** /option, the settings screen (service centre → 设置): the chosen rows, the web version, logout. */
export const Settings: Story = {
  parameters: { route: '/option' satisfies Href },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: optionTexts.logout }, UNTIL_RENDERED),
    ).toBeEnabled();
    await expect(screen.getByRole('button', { name: optionTexts.rows.cancelAccount })).toBeVisible();
  },
};

/** Settings while the logout calls are on their way: the button is busy. */
export const SettingsLoggingOut: Story = {
  parameters: { route: '/option' satisfies Href, api: { hold: ['member.logout'] } },
  play: async () => {
    fireEvent.click(await screen.findByRole('button', { name: optionTexts.logout }, UNTIL_RENDERED));
    await expect(await screen.findByRole('button', { name: optionTexts.loggingOut })).toBeDisabled();
  },
};
