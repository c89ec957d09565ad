import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginTexts } from '@wonder/web/src/features/login';
import { myClassesTexts } from '@wonder/web/src/features/my-classes';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { type AppScreens, appScreensMeta, LOCATION_TEST_ID } from '../app-screens';
import { UNTIL_RENDERED } from '../play';

/**
 * The courses tab /myTabClass (doc 3 §2, §6, §8) in the real tab shell, from the fixtures of each persona:
 * the official and trial parent, in the browser, WeChat, the mini-program and the app; a subject chosen;
 * loading, empty and failed; a visitor without a token. Fixture images live on a host that does not
 * resolve, so every card shows its drawn fallback, as it would when a CDN is out of reach.
 */
const meta = {
  title: 'my-classes/MyTabClass',
  ...appScreensMeta,
  parameters: { route: '/myTabClass' satisfies Href, persona: 'official' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const categoryList = () => screen.findByRole('list', undefined, UNTIL_RENDERED);
const cardNames = async () =>
  within(await categoryList())
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

/** An official parent in a browser: the subject tabs, banners, resource slots and every kind of card. */
export const Official: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('tab', { name: myClassesTexts.allSubjects }, UNTIL_RENDERED),
    ).toHaveAttribute('aria-selected', 'true');
    const names = await cardNames();
    await expect(names).toHaveLength(6);
    await expect(names.at(-1)).toContain(myClassesTexts.kind.studyTasks);
    await expect(
      await screen.findByRole('region', { name: myClassesTexts.bannersLabel }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** A subject chosen: only its categories. */
export const SubjectChosen: Story = {
  play: async () => {
    fireEvent.click(await screen.findByRole('tab', { name: '数学' }, UNTIL_RENDERED));
    await waitFor(async () => expect(await cardNames()).toHaveLength(1));
  },
};

/** A trial parent: the trial card (the server gives no study-tasks card here). */
export const Trial: Story = {
  parameters: { persona: 'trial-y' },
  play: async () => {
    const names = await cardNames();
    await expect(names).toEqual([expect.stringContaining(myClassesTexts.kind.trial)]);
  },
};

/** A trial parent's entry: the trial card opens the trial class's lessons. */
export const TrialEntry: Story = {
  parameters: { persona: 'trial-n' },
  play: async () => {
    fireEvent.click(within(await categoryList()).getByRole('button'));
    await expect(
      await screen.findByRole('heading', { level: 1, name: '思维体验课' }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** An official student without a tutor sees the same courses. */
export const NoTutor: Story = {
  parameters: { persona: 'no-tutor' },
  play: async () => {
    await expect(await cardNames()).toHaveLength(6);
  },
};

/** In WeChat: as in the browser. */
export const Wechat: Story = {
  parameters: { env: 'wechat' },
  play: async () => {
    await expect(await screen.findByRole('tablist', undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

/** Inside the mini-program: no subject tabs, only the math brand's categories. */
export const MiniProgram: Story = {
  parameters: { env: 'mini-program' },
  play: async () => {
    await expect(await cardNames()).toEqual([expect.stringContaining('数学')]);
    await expect(screen.queryByRole('tablist')).toBeNull();
  },
};

/** Inside the app (iOS): the tabs, the banners of the iOS platform. */
export const InApp: Story = {
  parameters: { env: 'ios-app' },
  play: async () => {
    await expect(await cardNames()).toHaveLength(6);
  },
};

/** The categories are on their way: the skeleton. */
export const Loading: Story = {
  parameters: { api: { hold: ['app.getCourseStudyList'] } },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: myClassesTexts.loading }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** No category: 暂无课程内容. */
export const Empty: Story = {
  parameters: { api: { data: { 'app.getCourseStudyList': [] } } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: myClassesTexts.empty }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** The categories failed: 获取课程分类失败 with a retry. */
export const Failed: Story = {
  parameters: { api: { fail: { 'app.getCourseStudyList': { code: '50000000', message: '课程服务繁忙' } } } },
  play: async () => {
    const alert = await screen.findByRole('alert', undefined, UNTIL_RENDERED);
    await expect(alert).toHaveTextContent(myClassesTexts.failed);
    await expect(within(alert).getByRole('button', { name: myClassesTexts.retry })).toBeVisible();
  },
};

/** A visitor without a token is sent to /login (the app's own login screen). */
export const Tourist: Story = {
  parameters: { persona: 'tourist' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: loginTexts.welcome }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/login');
  },
};
