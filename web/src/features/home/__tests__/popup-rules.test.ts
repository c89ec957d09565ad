import { INTEREST_TAG_STATUS, type InterestTagPopup } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { chosenCount, initialChoices, isAtMax, saveBody, toggleTag } from '../rules/interest-tags';
import { notifyStage } from '../rules/notification';
import {
  CHAIN_ORDER,
  type ChainReadiness,
  checkInPopup,
  decidePopup,
  giftHours,
  giftMode,
  type HomePopup,
  readiness,
} from '../rules/popup-chain';

const all = (
  r: ChainReadiness['stepUp'],
  source: ChainReadiness['sourceConfig'] = 'none',
): ChainReadiness => ({
  stepUp: r,
  classHourGift: r,
  checkIn: r,
  newcomer: r,
  wonderful: r,
  interestTags: r,
  sourceConfig: source,
});

describe('popup chain', () => {
  it("shows the chain's popups one at a time in the spec's order, then nothing (not the source config)", () => {
    const closed = new Set<HomePopup>();
    const seen: (HomePopup | null)[] = [];
    for (;;) {
      const d = decidePopup(all('show', 'show'), closed);
      seen.push(d.current);
      if (!d.current) {
        expect(d.settled).toBe(true);
        break;
      }
      closed.add(d.current);
    }
    expect(seen).toEqual([...CHAIN_ORDER, null]);
  });

  it('waits for a loading popup before it, so a later one never jumps the queue', () => {
    const r = { ...all('none'), stepUp: 'loading' as const, interestTags: 'show' as const };
    expect(decidePopup(r, new Set())).toEqual({ current: null, settled: false });
    expect(decidePopup({ ...r, stepUp: 'none' }, new Set()).current).toBe('interestTags');
  });

  it('shows the source-config popup only when none of the chain shows and all are done', () => {
    expect(decidePopup(all('none', 'show'), new Set()).current).toBe('sourceConfig');
    expect(decidePopup({ ...all('none', 'show'), newcomer: 'loading' }, new Set()).current).toBeNull();
    expect(decidePopup(all('none', 'loading'), new Set())).toEqual({ current: null, settled: false });
    expect(decidePopup(all('none', 'show'), new Set<HomePopup>(['sourceConfig']))).toEqual({
      current: null,
      settled: true,
    });
  });

  it('a failed or unasked call is done with nothing to show', () => {
    expect(readiness({ enabled: true, isPending: false, isError: true }, true)).toBe('none');
    expect(readiness({ enabled: false, isPending: true, isError: false }, true)).toBe('none');
    expect(readiness({ enabled: true, isPending: true, isError: false }, false)).toBe('loading');
    expect(readiness({ enabled: true, isPending: false, isError: false }, true)).toBe('show');
  });

  it('check-in: shows when not signed in today, with the day count only once there is one', () => {
    expect(checkInPopup(undefined)).toEqual({ show: false, dayNum: null });
    expect(checkInPopup({ signIn: true, dayNum: 3 })).toEqual({ show: false, dayNum: 3 });
    expect(checkInPopup({ signIn: false, dayNum: 3 })).toEqual({ show: true, dayNum: 3 });
    expect(checkInPopup({ signIn: false, dayNum: 0 })).toEqual({ show: true, dayNum: null });
  });

  it('class-hour gift: summed hours; popup once in the app, a tip outside it or afterwards, skipped when empty', () => {
    expect(giftHours([{ giveClass: 2 }, { giveClass: 3 }])).toBe(5);
    expect(giftMode([], true, false)).toBe('none');
    expect(giftMode(undefined, true, false)).toBe('none');
    expect(giftMode([{}], true, false)).toBe('popup');
    expect(giftMode([{}], true, true)).toBe('tip');
    expect(giftMode([{}], false, false)).toBe('tip');
  });
});

const popup: InterestTagPopup = {
  id: 9,
  outterTitle: '选择孩子的兴趣',
  subtitle: null,
  olParentInterestTagPopGroupSaveDtos: [
    {
      id: 1,
      title: '学科',
      maxChosedNum: 2,
      olParentInterestTagPopGroupDetailSaveDtos: [
        { tagId: 11, tagName: '数学', status: INTEREST_TAG_STATUS.CHOSEN },
        { tagId: 12, tagName: '语文', status: INTEREST_TAG_STATUS.NOT_CHOSEN },
        { tagId: 13, tagName: '英语', status: INTEREST_TAG_STATUS.NOT_CHOSEN },
      ],
    },
    {
      id: 2,
      title: '话题',
      maxChosedNum: null,
      olParentInterestTagPopGroupDetailSaveDtos: [{ tagId: 21, tagName: '专注力', status: 2 }],
    },
  ],
};
const [subjects] = popup.olParentInterestTagPopGroupSaveDtos as [
  (typeof popup.olParentInterestTagPopGroupSaveDtos)[0],
];

describe('interest tags', () => {
  it('starts from the server statuses, toggles, and stops at maxChosedNum', () => {
    let c = initialChoices(popup);
    expect(chosenCount(c)).toBe(1);
    c = toggleTag(subjects, 12, c);
    expect(isAtMax(subjects, c)).toBe(true);
    expect(toggleTag(subjects, 13, c)).toBe(c);
    c = toggleTag(subjects, 11, c);
    expect([...(c.get(1) ?? [])]).toEqual([12]);
    expect(isAtMax(subjects, c)).toBe(false);
  });

  it('saves every tag of every group with its status', () => {
    const body = saveBody(popup, toggleTag(subjects, 13, initialChoices(popup)));
    expect(body.interestTagPopListSaveReqDtos[0]).toEqual({
      popId: 9,
      saveGroupReqDtos: [
        {
          groupId: 1,
          tagReqDtos: [
            { tagid: 11, status: 1 },
            { tagid: 12, status: 2 },
            { tagid: 13, status: 1 },
          ],
        },
        { groupId: 2, tagReqDtos: [{ tagid: 21, status: 2 }] },
      ],
    });
  });
});

describe('notification popup', () => {
  const base = { authNeeded: true, followNeeded: true, authShown: 0, followShown: 0, cancelled: false };
  it('auth first, then follow; each at most twice; a cancel stops it', () => {
    expect(notifyStage(base, new Set())).toBe('auth');
    expect(notifyStage(base, new Set(['auth']))).toBe('follow');
    expect(notifyStage({ ...base, authShown: 2 }, new Set())).toBe('follow');
    expect(notifyStage({ ...base, authShown: 2, followShown: 2 }, new Set())).toBeNull();
    expect(notifyStage({ ...base, cancelled: true }, new Set())).toBeNull();
    expect(notifyStage({ ...base, authNeeded: false, followNeeded: false }, new Set())).toBeNull();
  });
});
