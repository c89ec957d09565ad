import { INSTALL_CHANNEL } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ONLY_DOWNLOAD, DOWNLOAD_TYPE } from '../../../domain/download-links';
import {
  APP_SCHEME,
  IOS_APP_STORE_URL,
  MARKET_URLS,
  OFFICIAL_DOWNLOAD_PAGE,
} from '../../../domain/external-config';
import { findRoute, titleFor } from '../../../lib/routes';
import { detectEnvironment } from '../../../platform/env';
import { routeTitles, texts } from '../../../texts';
import {
  downloadSearch,
  installAction,
  installChannelOf,
  miniProgramRedirect,
  parseDownloadQuery,
  schemeUrl,
  showsWechatGuide,
  storeUrl,
} from '../rules/landing';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const PC = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const env = (userAgent: string) => detectEnvironment({ userAgent });
const ENV = {
  android: env(ANDROID),
  iosSafari: env(`${IPHONE} Safari/604.1`),
  wechat: env(`${ANDROID} MicroMessenger/8.0.49`),
  wechatIos: env(`${IPHONE} MicroMessenger/8.0.49`),
  wechatPc: env(`${PC} MicroMessenger/3.9 WindowsWechat`),
  miniProgram: env(`${ANDROID} MicroMessenger/8.0.49 miniProgram`),
  pc: env(PC),
  iosApp: env(`${IPHONE} WonderParent/2.5.0 (iOS)`),
};

describe('the download query (doc 2 §2)', () => {
  it('type picks the variant, 1 parent by default', () => {
    const variants = Object.entries(DOWNLOAD_TYPE).map(([variant, type]) => [
      parseDownloadQuery(`?type=${type}`).variant,
      variant,
    ]);
    for (const [got, want] of variants) expect(got).toBe(want);
    for (const search of ['', '?type=0', '?type=8', '?type=abc', '?type=2.5', '?type=-2']) {
      expect(parseDownloadQuery(search), search).toMatchObject({ variant: 'parent', type: 1 });
    }
  });

  it('enter is the tracking entry, else 0', () => {
    expect(parseDownloadQuery('?enter=19').enter).toBe(19);
    expect(parseDownloadQuery('?type=5&enter=321').enter).toBe(321);
    expect(parseDownloadQuery('?type=2&enter=61').enter).toBe(61);
    expect(parseDownloadQuery('').enter).toBe(0);
    expect(parseDownloadQuery('?enter=home').enter).toBe(0);
  });

  it('channel is an install channel code of doc 1 §3, else 0', () => {
    for (const code of Object.keys(INSTALL_CHANNEL).map(Number)) {
      expect(parseDownloadQuery(`?channel=${code}`).channel).toBe(code);
    }
    expect(parseDownloadQuery('?channel=11').channel).toBe(0);
    expect(parseDownloadQuery('?channel=mi').channel).toBe(0);
    expect(parseDownloadQuery('').channel).toBe(0);
  });

  it('the title: the shop title for type 2, otherwise the parent-app download title', () => {
    for (const type of Object.values(DOWNLOAD_TYPE)) {
      const title = titleFor('/downloadApp', { isMiniProgram: false, search: `?type=${type}&enter=0` });
      expect(title, `type ${type}`).toBe(
        type === DOWNLOAD_TYPE.shop ? texts.app.shopName : routeTitles.downloadApp,
      );
    }
  });

  it('the PC page, the QR code and the scheme carry the same variant, entry and channel', () => {
    const query = parseDownloadQuery('?type=5&enter=321&channel=8');
    expect(downloadSearch(query)).toBe('?type=5&enter=321&channel=8');
    expect(parseDownloadQuery(downloadSearch(query))).toEqual(query);
    expect(downloadSearch(parseDownloadQuery(''))).toBe('?type=1&enter=0');
    expect(schemeUrl(query)).toBe(`${APP_SCHEME}://open?type=5&enter=321&channel=8`);
  });
});

describe('where the page sends the parent', () => {
  it('inside the mini-program a teacher visit becomes the teacher-card guide, nothing else does', () => {
    const teacher = parseDownloadQuery('?type=4').variant;
    expect(miniProgramRedirect(ENV.miniProgram, teacher)).toBe('/commonGuide?code=little_teacher_card_mini');
    expect(miniProgramRedirect(ENV.miniProgram, 'parent')).toBeNull();
    expect(miniProgramRedirect(ENV.wechat, teacher)).toBeNull();
    expect(miniProgramRedirect(ENV.android, teacher)).toBeNull();
  });

  it('the WeChat overlay shows first in the WeChat browser of a phone only', () => {
    expect(showsWechatGuide(ENV.wechat)).toBe(true);
    expect(showsWechatGuide(ENV.wechatIos)).toBe(true);
    expect(showsWechatGuide(ENV.wechatPc)).toBe(false);
    expect(showsWechatGuide(ENV.miniProgram)).toBe(false);
    expect(showsWechatGuide(ENV.android)).toBe(false);
  });

  it('store: iOS → the App Store whatever the channel; Android → the market of the channel', () => {
    for (const code of [0, 2, 8, 101] as const) expect(storeUrl(ENV.iosSafari, code)).toBe(IOS_APP_STORE_URL);
    for (const code of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const) {
      expect(storeUrl(ENV.android, code)).toBe(MARKET_URLS[code]);
    }
    expect(new Set(Object.values(MARKET_URLS)).size).toBe(Object.keys(MARKET_URLS).length);
    // The iOS channel on an Android phone: the official download page.
    expect(storeUrl(ENV.android, 101)).toBe(OFFICIAL_DOWNLOAD_PAGE);
  });

  it('the install button per environment', () => {
    const query = parseDownloadQuery('?type=3&enter=19&channel=2');
    expect(installAction(ENV.iosApp, query)).toEqual({ kind: 'in-app' });
    expect(installAction(ENV.miniProgram, query)).toEqual({ kind: 'mini-program-hint' });
    expect(installAction(ENV.pc, query)).toEqual({
      kind: 'pc',
      path: '/downloadAppPc?type=3&enter=19&channel=2',
    });
    expect(installAction(ENV.wechatPc, query)).toMatchObject({ kind: 'pc' });
    expect(installAction(ENV.wechat, query)).toEqual({ kind: 'wechat-guide' });
    expect(installAction(ENV.iosSafari, query)).toEqual({
      kind: 'open',
      scheme: `${APP_SCHEME}://open?type=3&enter=19&channel=2`,
      store: IOS_APP_STORE_URL,
    });
    expect(installAction(ENV.android, query)).toEqual({
      kind: 'open',
      scheme: `${APP_SCHEME}://open?type=3&enter=19&channel=2`,
      store: MARKET_URLS[2],
    });
  });

  it("the channel a visit reports: the shell's inside the app, else the query's", () => {
    const query = parseDownloadQuery('?channel=8');
    expect(installChannelOf('5', query)).toBe(5);
    expect(installChannelOf('store', query)).toBe(8);
    expect(installChannelOf(null, query)).toBe(8);
  });

  it('every page of the app-only download list is a route of the app', () => {
    for (const path of Object.keys(APP_ONLY_DOWNLOAD)) expect(findRoute(path), path).toBeDefined();
  });
});
