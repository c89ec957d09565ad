import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TodayClass } from '@wonder/contracts';
import { successData } from '@wonder/fixtures';
import { homeExtraTexts, homeTexts as T } from '@wonder/web/src/features/home';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, screen, waitFor, within } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { popupsSettled, toastShown, UNTIL_RENDERED } from '../play';
import { coveredControls, floatsClearOfControls, scrollUnderTheFloats } from './floats';
import { drawnPicture } from './pictures';
import { calmPopups, forgetPopups } from './popup-data';

/**
 * Home /index (doc 2 §2–§4, §6) in the real tab shell (top bar with greeting, avatar and the unread badge;
 * the download bar; the tab bar), from the fixtures of each persona: official (today's classes, report
 * card), trial, tourist; the sections loading, the list empty and failed, the unread badge at 99+. The
 * fixtures' pictures are served at /__mock/img/ as the simulator serves them. The floating icons keep clear
 * of the page's buttons (floats.ts checks the boxes).
 */
const meta = {
  title: 'home/Home',
  ...appScreensMeta,
  // The popups have their own stories (Popups.stories): here the home is calm.
  parameters: { route: '/index' satisfies Href, persona: 'official', api: { data: calmPopups() } },
  beforeEach: forgetPopups,
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'app.homePageShowConfig';
const section = (name: string) => screen.findByRole('region', { name }, UNTIL_RENDERED);
const modules = () => screen.findAllByRole('heading', { level: 2 }, UNTIL_RENDERED);

/** An official parent: banners, today's classes, the report card with its new header, the list. */
export const Official: Story = {
  play: async () => {
    await expect(await section(T.bannersLabel)).toBeVisible();
    await expect(await screen.findByRole('heading', { name: T.today.title }, UNTIL_RENDERED)).toBeVisible();
    await expect(await screen.findByText(T.report.newReport, undefined, UNTIL_RENDERED)).toBeVisible();
    await expect((await modules()).length).toBeGreaterThan(2);
    await floatsClearOfControls();
  },
};

/** Today's classes with their chapter pictures loaded (doc 2 §3 chapterImgUrl), the subject's icon on each. */
export const TodayChapterPictures: Story = {
  parameters: {
    api: {
      data: {
        ...calmPopups(),
        'app.todayClasss': (successData('app.todayClasss', 'official') as TodayClass[]).map((c, i) => ({
          ...c,
          chapterImgUrl: drawnPicture('chapter', ['#ffb74d', '#64b5f6', '#81c784'][i % 3] as string),
        })),
      },
    },
  },
  play: async () => {
    const today = await section(T.today.title);
    await waitFor(() =>
      expect(today.querySelectorAll('img.wp-block-image__img--loaded').length).toBeGreaterThan(0),
    );
  },
};

/** A trial parent: no today's classes. */
export const Trial: Story = {
  parameters: { persona: 'trial-y', api: { data: calmPopups('trial-y') } },
  play: async () => {
    await expect(await section(T.bannersLabel)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), UNTIL_RENDERED);
    await expect(screen.queryByRole('heading', { name: T.today.title })).toBeNull();
  },
};

/** A tourist: banners and the list only. */
export const Tourist: Story = {
  parameters: { persona: 'tourist', api: { data: calmPopups('tourist') } },
  play: async () => {
    await expect(await section(T.bannersLabel)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), UNTIL_RENDERED);
    await expect(screen.queryByRole('heading', { name: T.report.title })).toBeNull();
  },
};

/** Every section on its way: skeletons. */
export const Loading: Story = {
  parameters: { api: { hold: ['app.indexBanner', 'app.todayClasss', LIST] } },
  play: async () => {
    await expect((await screen.findAllByRole('status', undefined, UNTIL_RENDERED)).length).toBeGreaterThan(0);
  },
};

/** The list is empty. */
export const ListEmpty: Story = {
  parameters: { api: { data: { [LIST]: [] } } },
  play: async () => {
    await expect(await screen.findByText(T.list.empty, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

const LIST_FAILURE = '服务繁忙';

/** The list's first page failed. */
export const ListFailed: Story = {
  parameters: { api: { fail: { [LIST]: { code: '50000000', message: LIST_FAILURE } } } },
  play: async () => {
    await expect(await screen.findByRole('alert', undefined, UNTIL_RENDERED)).toHaveTextContent(
      T.list.failed,
    );
    // The page as it stays, not with the failure's toast on its way out (visual baseline).
    await toastShown(LIST_FAILURE);
  },
};

/** Today's classes: the listen-in button outside the app asks for the app. */
export const ListenNeedsApp: Story = {
  play: async () => {
    const today = await section(T.today.title);
    within(today).getAllByRole('button', { name: T.today.listen })[0]?.click();
    const dialog = await screen.findByRole('dialog', undefined, UNTIL_RENDERED);
    await expect(dialog).toHaveTextContent(T.today.needsApp);
    await popupsSettled();
    // The imperative dialog fades in on its own mount: wait until nothing above it is see-through.
    await waitFor(() => {
      for (let el: HTMLElement | null = dialog; el; el = el.parentElement)
        expect(Number(getComputedStyle(el).opacity)).toBe(1);
    }, UNTIL_RENDERED);
  },
};

/** 120 unread messages: the badge says 99+. */
export const UnreadOver99: Story = {
  parameters: { api: { data: { 'gateway.getUnReadMsgNum': { num: 120 } } } },
  play: async () => {
    await expect(await screen.findByText('99+', undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

/** The source config's navbar text replaces the default greeting (doc 2 §2). */
const NAVBAR_TEXT = '今天也要和孩子一起进步哦';
export const NavbarText: Story = {
  parameters: {
    api: {
      data: {
        'app.getSourceConfig': {
          ...(calmPopups()['app.getSourceConfig'] as object),
          navbar: { textContent: NAVBAR_TEXT },
        },
      },
    },
  },
  play: async () => {
    await expect(await screen.findByText(NAVBAR_TEXT, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

const B = homeExtraTexts.blocks;
const newcomer = (scene: 2 | 3 | 4, persona: 'official' | 'trial-y') => ({
  ...(calmPopups(persona)['app.getEntranceDetail'] as object),
  firstScene: false,
  secondScene: scene === 2,
  thirdScene: scene === 3,
  fourthScene: scene === 4,
  isShowPop: false,
});

/** The configured blocks: category rows (at most 5 per row), the image/text grid, a text block. */
export const ContentBlocks: Story = {
  play: async () => {
    const rows = await screen.findByRole('navigation', { name: B.categories }, UNTIL_RENDERED);
    for (const row of within(rows).getAllByRole('list'))
      await expect(within(row).getAllByRole('listitem').length).toBeLessThanOrEqual(5);
    await expect(await screen.findByRole('navigation', { name: B.grid }, UNTIL_RENDERED)).toBeVisible();
    await expect(
      await screen.findByText('每天15分钟，陪孩子养成好习惯', undefined, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

/** Newcomer, third scene: the banner with the enrollment tasks' progress (no popup: isShowPop false). */
export const NewcomerBanner: Story = {
  parameters: {
    persona: 'trial-y',
    api: { data: { ...calmPopups('trial-y'), 'app.getEntranceDetail': newcomer(3, 'trial-y') } },
  },
  play: async () => {
    const banner = await screen.findByRole('region', { name: '新生入学' }, UNTIL_RENDERED);
    await expect(within(banner).getByText(/已完成\d+\/5项入学任务/)).toBeVisible();
    await floatsClearOfControls();
  },
};

/** Newcomer, second scene: the floating first-lesson icon. */
export const NewcomerFirstLessonIcon: Story = {
  parameters: { api: { data: { 'app.getEntranceDetail': newcomer(2, 'official') } } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: B.firstLesson }, UNTIL_RENDERED)).toBeVisible();
  },
};

/** Newcomer, fourth scene: the floating entrance icon (draggable). */
export const NewcomerEntranceIcon: Story = {
  parameters: { api: { data: { 'app.getEntranceDetail': newcomer(4, 'official') } } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: B.entrance }, UNTIL_RENDERED)).toBeVisible();
  },
};

/**
 * The share-poster card: the reward and the task's remark. Scrolled so that its 去分享 comes where the
 * floating icons rest: they rise above it instead of covering its corner.
 */
export const PosterCard: Story = {
  // The next story of the page starts at the top again.
  beforeEach: () => () => window.scrollTo(0, 0),
  parameters: {
    api: {
      data: {
        'marketing.getPosterShareTask': { rewardValue: 20, taskStatus: 2, remark: '分享海报给好友即得奖励' },
      },
    },
  },
  play: async () => {
    const card = await screen.findByRole('region', { name: '邀请好友得20课时' }, UNTIL_RENDERED);
    const share = within(card).getByRole('button', { name: B.posterGo });
    await expect(share).toBeVisible();
    await floatsClearOfControls();
    scrollUnderTheFloats(share);
    // Right after the scroll the icons still rest over 去分享 (the check sees it), until the page has rested.
    const coveredAtFirst = coveredControls();
    await floatsClearOfControls();
    await expect(coveredAtFirst.some((pair) => pair.endsWith(B.posterGo))).toBe(true);
  },
};
