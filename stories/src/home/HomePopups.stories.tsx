import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECK_IN_DAY_NUM } from '@wonder/fixtures';
import { homeExtraTexts } from '@wonder/web/src/features/home';
import type { Href } from '@wonder/web/src/lib/routes';
import { fmt, texts } from '@wonder/web/src/texts';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { popupsSettled, toastShown, UNTIL_RENDERED } from '../play';
import {
  calmPopups,
  forgetPopups,
  onlyPopup,
  periodAroundNow,
  pushOffInTheApp,
  tagsAtMax,
} from './popup-data';

/**
 * Home's popups (doc 2 §4) over the real home, one at a time in the chain's order: step-up, class-hour gift
 * (in the app; outside it the tip flag; claimed), check-in (and its call failing: the chain goes on), newcomer,
 * wonderful activities, interest tags (toggling, at the maximum, saved, save failed), the source-config popup,
 * the notification popup (its permission stage in the app, its follow stage); and the whole chain closed one
 * by one. Every image popup
 * shows a picture: the configured one, or the app's own drawing when the answer carries none.
 */
const meta = {
  title: 'home/Popups',
  ...appScreensMeta,
  parameters: { route: '/index' satisfies Href, persona: 'official' },
  beforeEach: forgetPopups,
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = homeExtraTexts.popups;
const dialog = (name: string) => screen.findByRole('dialog', { name }, UNTIL_RENDERED);
/** The popup shows the app's own drawing of its kind (PopupArt), not the plain card. */
const drawn = async (d: HTMLElement, kind: 'stepUp' | 'checkIn' | 'wonderful') => {
  await expect(d.querySelector(`svg[data-art="${kind}"]`)).not.toBeNull();
  await expect(d.querySelector('.wp-home-popup__art-fallback')).toBeNull();
};
/** The popup's configured picture has loaded over its card. */
const pictured = async (d: HTMLElement) => {
  await waitFor(
    () => expect(d.querySelector('.wp-home-popup__art img.wp-block-image__img--loaded')).not.toBeNull(),
    UNTIL_RENDERED,
  );
};
const closeDialog = async (name: string) => {
  fireEvent.click(within(await dialog(name)).getByRole('button', { name: T.close }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull(), UNTIL_RENDERED);
};

/** Step-up (higher level) first: inside the activity period. */
export const StepUp: Story = {
  parameters: { api: { data: onlyPopup('stepUp') } },
  play: async () => {
    const d = await dialog(T.stepUp.title);
    await expect(within(d).getByRole('button', { name: T.stepUp.action })).toBeVisible();
    await drawn(d, 'stepUp');
  },
};

/** The class-hour gift in the app: the awards and their summed hours. */
export const ClassHourGiftInApp: Story = {
  parameters: { env: 'android-app', api: { data: onlyPopup('gift') } },
  play: async () => {
    const d = await dialog(T.gift.title);
    await expect(within(d).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** Accepting the gift claims it and shows the reward, whose button leads to the class hours (doc 2 §2). */
export const ClassHourGiftClaimed: Story = {
  parameters: { env: 'android-app', api: { data: onlyPopup('gift') } },
  play: async () => {
    fireEvent.click(within(await dialog(T.gift.title)).getByRole('button', { name: T.gift.accept }));
    const reward = await dialog(T.gift.reward);
    await expect(within(reward).getByRole('button', { name: T.gift.viewHours })).toBeVisible();
  },
};

/** Outside the app the gift is a tip flag, not a popup. */
export const ClassHourGiftTip: Story = {
  parameters: {
    api: {
      data: {
        ...onlyPopup('gift'),
        'app.listUnclaimedAward': [{ id: 1, packageName: '新学期赠送课时', giveClass: 3 }],
      },
    },
  },
  play: async () => {
    const tip = await screen.findByRole(
      'complementary',
      { name: fmt(T.gift.tip, { hours: 3 }) },
      UNTIL_RENDERED,
    );
    await expect(within(tip).getByRole('button', { name: T.gift.tipOutsideApp })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Not checked in today, with the days checked in so far (dayNum, the fixture's 3). */
export const CheckIn: Story = {
  parameters: { api: { data: onlyPopup('checkIn') } },
  play: async () => {
    const d = await dialog(T.checkIn.title);
    await expect(within(d).getByText(fmt(T.checkIn.days, { n: CHECK_IN_DAY_NUM }))).toBeVisible();
    await expect(within(d).getByRole('button', { name: T.checkIn.action })).toBeVisible();
    await drawn(d, 'checkIn');
  },
};

/** Never checked in (dayNum 0): the invitation without a day count. */
export const CheckInFirstDay: Story = {
  parameters: { api: { data: { ...onlyPopup('checkIn'), 'app.isSignIn': { signIn: false, dayNum: 0 } } } },
  play: async () => {
    const d = await dialog(T.checkIn.title);
    await expect(within(d).getByText(T.checkIn.text)).toBeVisible();
  },
};

/** The newcomer popup (third scene with isShowPop), trial parent. */
export const Newcomer: Story = {
  parameters: { persona: 'trial-y', api: { data: onlyPopup('newcomer', 'trial-y') } },
  play: async () => {
    const d = await dialog(T.newcomer.title);
    await expect(d).toBeVisible();
    await pictured(d);
  },
};

/** Wonderful activities. */
export const Wonderful: Story = {
  parameters: { api: { data: onlyPopup('wonderful') } },
  play: async () => {
    const d = await dialog(T.wonderful.title);
    await expect(d).toBeVisible();
    await drawn(d, 'wonderful');
  },
};

/**
 * A popup's call fails (doc 2 §4: "Network failures set the loading flags to done so that popups are not
 * blocked"): the check-in status gets no answer at all, and the chain goes on to the next popup with something
 * to show, the wonderful activities, instead of waiting on it.
 */
export const CheckInFailsChainGoesOn: Story = {
  parameters: {
    api: {
      data: { ...onlyPopup('wonderful'), 'app.isSignIn': { signIn: false, dayNum: CHECK_IN_DAY_NUM } },
      fail: { 'app.isSignIn': 'network' },
    },
  },
  play: async () => {
    const d = await dialog(T.wonderful.title);
    await drawn(d, 'wonderful');
    await expect(screen.queryByRole('dialog', { name: T.checkIn.title })).toBeNull();
  },
};

const TAGS_TITLE = '选择孩子的兴趣';

/** Interest tags: nothing chosen yet; a tap chooses and the button counts. */
export const InterestTags: Story = {
  parameters: { api: { data: onlyPopup('tags') } },
  play: async () => {
    const d = await dialog(TAGS_TITLE);
    await expect(within(d).getByRole('button', { name: fmt(T.tags.confirm, { n: 0 }) })).toBeVisible();
    fireEvent.click(within(d).getByRole('button', { name: '编程' }));
    await expect(await within(d).findByRole('button', { name: '编程', pressed: true })).toBeVisible();
    await expect(within(d).getByRole('button', { name: fmt(T.tags.confirm, { n: 1 }) })).toBeVisible();
  },
};

/** A group at its maximum: the other tags are disabled and the hint shows. */
export const InterestTagsAtMax: Story = {
  parameters: { api: { data: tagsAtMax() } },
  play: async () => {
    const d = await dialog(TAGS_TITLE);
    await expect(within(d).getByText(fmt(T.tags.maxHint, { n: 3 }))).toBeVisible();
    await expect(within(d).getByRole('button', { name: '编程' })).toBeDisabled();
    await expect(within(d).getByRole('button', { name: fmt(T.tags.confirm, { n: 3 }) })).toBeEnabled();
  },
};

/** Saved: the popup closes. */
export const InterestTagsSaved: Story = {
  parameters: { api: { data: onlyPopup('tags') } },
  play: async () => {
    const d = await dialog(TAGS_TITLE);
    fireEvent.click(within(d).getByRole('button', { name: fmt(T.tags.confirm, { n: 0 }) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), UNTIL_RENDERED);
  },
};

/** A refused save toasts the server's message and keeps the popup. */
export const InterestTagsSaveFails: Story = {
  parameters: {
    api: {
      data: onlyPopup('tags'),
      fail: { 'gateway.interestTagPopListSave': { code: 500, message: '最多可选3个' } },
    },
  },
  play: async () => {
    const d = await dialog(TAGS_TITLE);
    fireEvent.click(within(d).getByRole('button', { name: fmt(T.tags.confirm, { n: 0 }) }));
    await toastShown('最多可选3个');
    await expect(screen.getByRole('dialog', { name: TAGS_TITLE })).toBeVisible();
  },
};

/** The source-config popup: none of the chain had anything to show. */
export const SourceConfig: Story = {
  parameters: { api: { data: onlyPopup('source') } },
  play: async () => {
    const d = await dialog('开学季礼包');
    await expect(d).toBeVisible();
    await pictured(d);
  },
};

/**
 * The notification popup's permission stage (doc 1 §4, doc 2 §4 "auth (push permission)"): in the app, after a
 * calm chain, the shell answers GetPushState '1' (push off), so it asks to turn notifications on first.
 */
export const NotifyAuth: Story = {
  parameters: { env: 'android-app', api: { data: calmPopups() } },
  beforeEach: pushOffInTheApp,
  play: async () => {
    const d = await dialog(T.notify.authTitle);
    await expect(within(d).getByText(T.notify.authText)).toBeVisible();
    await expect(within(d).getByRole('button', { name: T.notify.authAction })).toBeVisible();
    await expect(within(d).getByRole('button', { name: T.notify.cancel })).toBeVisible();
    await popupsSettled();
  },
};

/** The notification popup's follow stage, after a calm chain. */
export const NotifyFollow: Story = {
  parameters: { persona: 'trial-y', api: { data: { ...calmPopups('trial-y'), 'app.isSubscribe': false } } },
  play: async () => {
    const d = await dialog(T.notify.followTitle);
    await expect(within(d).getByRole('button', { name: T.notify.cancel })).toBeVisible();
  },
};

/** Every popup at once: closed one by one in the chain's order, ending with nothing. */
export const WholeChain: Story = {
  parameters: {
    env: 'android-app',
    api: {
      data: {
        ...onlyPopup('source'),
        'static.higherLevelActivity': periodAroundNow(),
        'app.listUnclaimedAward': [{ id: 1, packageName: '新学期赠送课时', giveClass: 2 }],
        'app.isSignIn': { signIn: false, dayNum: CHECK_IN_DAY_NUM },
        'app.checkWonderfulMoment': { popup: true, icon: true },
        'gateway.interestTagPopList': tagsAtMax()['gateway.interestTagPopList'],
        ...{ 'app.getEntranceDetail': onlyPopup('newcomer')['app.getEntranceDetail'] },
      },
    },
  },
  play: async () => {
    for (const title of [
      T.stepUp.title,
      T.gift.title,
      T.checkIn.title,
      T.newcomer.title,
      T.wonderful.title,
      TAGS_TITLE,
    ]) {
      await closeDialog(title);
    }
    await new Promise((r) => setTimeout(r, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The trial-claim login (doc 2 §9) a tourist opens from the avatar: phone with +86, code, 获取验证码. */
export const TrialClaim: Story = {
  parameters: {
    persona: 'tourist',
    route: '/index?trialClaim=1' satisfies Href,
    api: { data: calmPopups('tourist') },
  },
  play: async () => {
    const d = await dialog(T.trialClaim.title);
    await expect(within(d).getByRole('button', { name: texts.phoneForm.sendCode })).toBeEnabled();
  },
};

/**
 * Sent: 发送成功 (waited out: a 2 s toast is on or off the capture depending on the machine's load), and the
 * send button counts down from 59 s (the runner's frozen clock holds it there).
 */
export const TrialClaimCodeSent: Story = {
  parameters: TrialClaim.parameters,
  play: async () => {
    const d = await dialog(T.trialClaim.title);
    fireEvent.change(within(d).getByRole('textbox', { name: T.trialClaim.phoneLabel }), {
      target: { value: '13900001111' },
    });
    fireEvent.click(within(d).getByRole('button', { name: texts.phoneForm.sendCode }));
    await toastShown(texts.phoneForm.sendSuccess);
    await expect(
      await within(d).findByRole('button', { name: /^\d+s后重新获取$/ }, UNTIL_RENDERED),
    ).toBeDisabled();
  },
};
