import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ModuleConfig, STYLE_TYPE } from '@wonder/contracts';
import { formatSpecDate, successData } from '@wonder/fixtures';
import { ModuleList, homeTexts as T } from '@wonder/web/src/features/home';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';
import { drawnPicture } from './pictures';

/**
 * The paged module list of home (doc 2 §4), alone: each layout by styleTypeId (1 all big, 2 first big then
 * small, 3 small, 4 small price-style), a card's countdown running and ended, a big card's video, loading
 * the next page and the end. Rendered from the official persona's list fixture.
 */
const MODULES = successData('app.homePageShowConfig', 'official') as ModuleConfig[];
const DAY_MS = 86_400_000;

const withStyle = (styleTypeId: ModuleConfig['styleTypeId']): ModuleConfig[] =>
  MODULES.map((m) => ({ ...m, styleTypeId }));

const ready = (
  modules: readonly ModuleConfig[],
  more: Partial<{ hasMore: boolean; loadingMore: boolean }> = {},
) => ({ status: 'ready', modules, hasMore: false, loadingMore: false, ...more }) as const;

const meta = {
  title: 'home/ModuleList',
  component: ModuleList,
  args: { state: ready(withStyle(STYLE_TYPE.ALL_BIG)), onCard: fn(), onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div className="wp-home">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = () => screen.findAllByRole('listitem', undefined, UNTIL_RENDERED);
const bigCards = async () => (await cards()).filter((c) => c.classList.contains('wp-home-list__card--big'));

/** Layout 1: every card big. */
export const AllBig: Story = {
  play: async () => {
    const all = await cards();
    await expect(await bigCards()).toHaveLength(all.length);
  },
};

/** Layout 2: the first card of each module big, the rest small. */
export const FirstBig: Story = {
  args: { state: ready(withStyle(STYLE_TYPE.FIRST_BIG)) },
  play: async () => {
    await expect(await bigCards()).toHaveLength(MODULES.length);
  },
};

/** Layout 3: small cards. */
export const Small: Story = {
  args: { state: ready(withStyle(STYLE_TYPE.SMALL)) },
  play: async () => {
    await expect(await bigCards()).toHaveLength(0);
  },
};

/** Layout 4: small price-style cards. */
export const SmallPrice: Story = {
  args: { state: ready(withStyle(STYLE_TYPE.SMALL_PRICE)) },
  play: async () => {
    const all = await cards();
    await expect(all.filter((c) => c.classList.contains('wp-home-list__card--price'))).toHaveLength(
      all.length,
    );
  },
};

const FIRST = MODULES[0] as ModuleConfig;

const endingIn = (ms: number): ModuleConfig[] => [
  {
    ...FIRST,
    styleTypeId: STYLE_TYPE.SMALL,
    showConfigContentList: FIRST.showConfigContentList.map((c) => ({
      ...c,
      endTime: formatSpecDate(Date.now() + ms),
    })),
  },
];

/** A limited activity still running: the countdown ticks every second. */
export const CountdownRunning: Story = {
  args: { state: ready(endingIn(2 * DAY_MS)) },
  play: async () => {
    const [timer] = await screen.findAllByRole('timer', undefined, UNTIL_RENDERED);
    await expect(timer).toHaveTextContent(/^距结束 \d+天\d{2}时\d{2}分\d{2}秒$/);
  },
};

/** A limited activity past its end: the ended text. */
export const CountdownEnded: Story = {
  args: { state: ready(endingIn(-DAY_MS)) },
  play: async () => {
    const timers = await screen.findAllByRole('timer', undefined, UNTIL_RENDERED);
    for (const timer of timers) await expect(timer).toHaveTextContent(T.list.ended);
  },
};

/** Cards with participants: their first three pictures, overlapping, before the count (doc 2 §3). */
export const ParticipantPictures: Story = {
  args: {
    state: ready([
      {
        ...FIRST,
        styleTypeId: STYLE_TYPE.SMALL,
        showConfigContentList: FIRST.showConfigContentList.map((c) => ({
          ...c,
          participantNum: c.participantNum || 128,
          participantPictureUrls: ['#e8833a', '#3a8fe8', '#4caf50', '#9c27b0'].map((c) =>
            drawnPicture('face', c),
          ),
        })),
      },
    ]),
  },
  play: async () => {
    const [card] = await cards();
    await waitFor(() =>
      expect(card?.querySelectorAll('.wp-home-list__face img.wp-block-image__img--loaded')).toHaveLength(3),
    );
  },
};

/** A big card with a video: muted, marked to play only while wholly in view; the card's art under it. */
export const BigCardVideo: Story = {
  play: async () => {
    await cards();
    const video = document.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video?.hasAttribute('data-play-when-seen')).toBe(true);
    await expect(video?.muted).toBe(true);
  },
};

/** More pages: the button asks for the next one (scrolling to it does too). */
export const HasMore: Story = {
  args: { state: ready(MODULES, { hasMore: true }) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: T.list.more }, UNTIL_RENDERED));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page on its way. */
export const LoadingMore: Story = {
  args: { state: ready(MODULES, { hasMore: true, loadingMore: true }) },
  play: async () => {
    await expect(await screen.findByText(T.list.loadingMore, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};

/** The last page: the end text. */
export const End: Story = {
  play: async () => {
    await expect(await screen.findByText(T.list.end, undefined, UNTIL_RENDERED)).toBeVisible();
  },
};
