/**
 * Home's failures that were once swallowed now toast (doc 2 §8 "Otherwise the response message is shown as a
 * toast"): the live-listening check, a section's call (the banners), the class-hour gift claim. Every other
 * call answers the official persona's fixtures.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EndpointId } from '@wonder/contracts';
import { PERSONAS, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_BANNER_STYLE_ID } from '../../../lib/first-load/early-requests';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { LOCAL_KEYS, localStore } from '../../../platform/storage';
import {
  APP_UA as APP,
  businessError,
  recordingFeedback,
  renderScreen,
  type Script,
  scriptedClient,
  WEB_UA as WEB,
} from '../../../test/support';
import { HomePage } from '../containers/HomePage';
import { homeTexts } from '../texts';
import { homeExtraTexts } from '../texts/extras';

function setup(overrides: Script, userAgent = WEB) {
  setEnvironment(detectEnvironment({ userAgent }));
  // Every call answers the persona's fixtures unless the test says otherwise.
  const script = new Proxy(overrides, {
    get: (given, id: EndpointId) => given[id] ?? (() => successData(id, 'official')),
  });
  const scripted = scriptedClient(script);
  const store = createUserStore(false);
  const user = userInfoFor(PERSONAS.official);
  if (user) store.setUser(user, studentInfoFor(PERSONAS.official));
  const fb = recordingFeedback();
  renderScreen(<HomePage autoplay={false} />, '/index', {
    api: scripted.client,
    store,
    feedback: fb.feedback,
  });
  return { ...scripted, ...fb };
}

const refuse = (id: string, message: string) => () => {
  throw businessError(id, '50000000', message);
};

describe('HomePage failures toast their message', { timeout: 30_000 }, () => {
  afterEach(() => {
    localStore.remove(LOCAL_KEYS.classHourGiftShown);
  });

  it('a failed live-listening check: its message, and the class does not open', async () => {
    const { messages, callsTo } = setup(
      { 'app.listenOnlineCourse': refuse('app.listenOnlineCourse', '直播尚未开始') },
      APP,
    );
    // The sections come after the banners (their calls start once the banners have painted): a loaded
    // machine's jsdom takes a while.
    fireEvent.click(
      (
        await screen.findAllByRole('button', { name: homeTexts.today.listen }, { timeout: 5000 })
      )[0] as HTMLElement,
    );
    await waitFor(() => expect(messages()).toContain('直播尚未开始'));
    expect(callsTo('app.listenOnlineCourse')).toHaveLength(1);
  });

  it('a section that fails (the banners): its message', async () => {
    const { messages } = setup({ 'app.indexBanner': refuse('app.indexBanner', '轮播图服务繁忙') });
    await waitFor(() => expect(messages()).toContain('轮播图服务繁忙'));
  });

  it('a failed class-hour gift claim: its message, and the offer stays', async () => {
    const { messages } = setup(
      { 'app.receivePackageAward': refuse('app.receivePackageAward', '奖励已过期') },
      APP,
    );
    const accept = await screen.findByRole(
      'button',
      { name: homeExtraTexts.popups.gift.accept },
      {
        timeout: 20_000,
      },
    );
    fireEvent.click(accept);
    await waitFor(() => expect(messages()).toContain('奖励已过期'));
    expect(screen.getByRole('button', { name: homeExtraTexts.popups.gift.accept })).toBeInTheDocument();
  });
});

describe('HomePage popups and floating icons', { timeout: 30_000 }, () => {
  afterEach(() => {
    localStore.remove(LOCAL_KEYS.classHourGiftShown);
  });

  it("the class-hour reward's button opens the parent centre at the class hours (doc 2 §2: classHourType=1)", async () => {
    setup({}, APP);
    const gift = homeExtraTexts.popups.gift;
    fireEvent.click(await screen.findByRole('button', { name: gift.accept }, { timeout: 20_000 }));
    fireEvent.click(await screen.findByRole('button', { name: gift.viewHours }, { timeout: 20_000 }));
    expect((await screen.findByTestId('location')).textContent).toBe('/parentsCenter?classHourType=1');
  });

  it("the wonderful activity's icon flag shows its floating icon (doc 2 §3), leading where its popup does", async () => {
    const wonderful = homeExtraTexts.popups.wonderful.title;
    setup({ 'app.checkWonderfulMoment': () => ({ popup: false, icon: true }) });
    fireEvent.click(await screen.findByRole('button', { name: wonderful }, { timeout: 20_000 }));
    expect((await screen.findByTestId('location')).textContent).toBe('/growUp');
  });

  it('without the icon flag, no wonderful icon', async () => {
    setup({ 'app.checkWonderfulMoment': () => ({ popup: false, icon: false }) });
    // The configured blocks are there (the floating slot renders in the same commit; a popup may open over
    // them meanwhile, hiding the page from the accessibility tree: hidden elements count).
    await screen.findAllByRole('button', { name: '邀请有礼', hidden: true }, { timeout: 20_000 });
    expect(
      screen.queryByRole('button', { name: homeExtraTexts.popups.wonderful.title, hidden: true }),
    ).toBeNull();
  });
});

describe("HomePage and the page's early banner picture", { timeout: 30_000 }, () => {
  it('the picture the HTML painted in the placeholder goes once the carousel shows', async () => {
    const early = document.createElement('style');
    early.id = EARLY_BANNER_STYLE_ID;
    document.head.append(early);
    setup({});
    // Still there while the banners are asked (the placeholder shows it), gone once they have answered.
    expect(document.getElementById(EARLY_BANNER_STYLE_ID)).not.toBeNull();
    expect(await screen.findByRole('region', { name: homeTexts.bannersLabel })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById(EARLY_BANNER_STYLE_ID)).toBeNull());
  });
});
