import { REDIRECT_TYPE } from '@wonder/contracts';
import { describe, expect, it, vi } from 'vitest';
import { findRoute } from '../../lib/routes';
import { appOnlyDownloadPath, DOWNLOAD_ENTER, DOWNLOAD_TYPE, downloadAppPath } from '../download-links';
import { SHOP_URL } from '../external-config';
import {
  EXTERNAL_LINK_DELAY_MS,
  innerPageAction,
  JUMP_KEYS,
  performRedirect,
  type RedirectEffects,
  redirectAction,
} from '../redirect';

function effects(overrides: Partial<RedirectEffects> = {}) {
  const log: string[] = [];
  const fx: RedirectEffects = {
    isApp: false,
    navigate: (p) => log.push(`navigate ${p}`),
    openUrl: (u) => log.push(`open ${u}`),
    startMiniProgram: vi.fn(async () => true),
    askForApp: () => void log.push('ask for app'),
    delay: async (ms) => void log.push(`wait ${ms}`),
    ...overrides,
  };
  return { fx, log };
}

const MINI = {
  redirectType: REDIRECT_TYPE.MINI_APP,
  xcxId: 'gh_1',
  xcxUrl: 'pages/a',
  url: 'https://x.example/a',
};

describe('redirect decisions (doc 2 §2, §4)', () => {
  it('none, and anything without a target, does nothing', () => {
    expect(redirectAction({ redirectType: REDIRECT_TYPE.NONE, url: 'https://x' })).toEqual({ kind: 'none' });
    expect(redirectAction({ redirectType: REDIRECT_TYPE.H5, url: ' ' })).toEqual({ kind: 'none' });
    expect(redirectAction({ redirectType: 9, url: '/index' })).toEqual({ kind: 'none' });
  });

  it('inner pages by jump key or by path; shop is the external shop link', () => {
    const inner = (url: string) => redirectAction({ redirectType: REDIRECT_TYPE.INNER_PAGE, url });
    expect(inner('growUp')).toEqual({ kind: 'route', path: '/growUp/studyPlan' });
    expect(inner('task')).toEqual({ kind: 'route', path: '/myTaskCenter/myTaskList' });
    expect(inner('/dailyCheckIn')).toEqual({ kind: 'route', path: '/dailyCheckIn' });
    // A path the app does not have goes where the router would send it.
    expect(inner('/nowhere?x=1')).toEqual({ kind: 'route', path: '/index' });
    expect(inner('shop')).toEqual({ kind: 'shop', url: SHOP_URL });
    expect(inner('nowhere')).toEqual({ kind: 'none' });
  });

  it('the ten jump keys of doc 1 §2 lead to their paths, shop to the shop link', () => {
    for (const path of Object.values(JUMP_KEYS)) if (path) expect(findRoute(path), path).toBeDefined();
    expect(Object.keys(JUMP_KEYS).sort()).toEqual(
      [
        'home',
        'growUp',
        'myClass',
        'parentCenter',
        'babyShow',
        'straightStudent',
        'myClassHour',
        'task',
        'courseReplay',
        'shop',
      ].sort(),
    );
    const paths = Object.keys(JUMP_KEYS)
      .filter((k) => k !== 'shop')
      .map((k) => innerPageAction(k));
    expect(paths).toEqual(
      [
        '/index',
        '/growUp/studyPlan',
        '/myTabClass',
        '/parentsCenter',
        '/babyShow',
        '/straight',
        '/myClassHour',
        '/myTaskCenter/myTaskList',
        '/courseReplay',
      ].map((path) => ({ kind: 'route', path })),
    );
  });

  it('a jump key keeps the query it carries; surrounding spaces are ignored', () => {
    expect(innerPageAction(' parentCenter?classHourType=1 ')).toEqual({
      kind: 'route',
      path: '/parentsCenter?classHourType=1',
    });
    expect(innerPageAction('shop?from=banner')).toEqual({ kind: 'shop', url: SHOP_URL });
    expect(innerPageAction('nowhere?x=1')).toEqual({ kind: 'none' });
  });

  it('an external link opens after 50 ms', async () => {
    const { fx, log } = effects();
    await performRedirect(redirectAction({ redirectType: REDIRECT_TYPE.H5, url: 'https://x.example/b' }), fx);
    expect(log).toEqual([`wait ${EXTERNAL_LINK_DELAY_MS}`, 'open https://x.example/b']);
  });

  it('a mini-program launches in the app; a failed launch falls back to the web link', async () => {
    const launched = effects({ isApp: true });
    await performRedirect(redirectAction(MINI), launched.fx);
    expect(launched.fx.startMiniProgram).toHaveBeenCalledWith({
      xcxId: 'gh_1',
      path: 'pages/a',
      miniprogramType: 0,
    });
    expect(launched.log).toEqual([]);

    const failed = effects({ isApp: true, startMiniProgram: async () => false });
    await performRedirect(redirectAction(MINI), failed.fx);
    expect(failed.log).toEqual(['wait 50', 'open https://x.example/a']);

    const rejected = effects({ isApp: true, startMiniProgram: () => Promise.reject(new Error('old app')) });
    await performRedirect(redirectAction(MINI), rejected.fx);
    expect(rejected.log).toEqual(['wait 50', 'open https://x.example/a']);
  });

  it('outside the app a mini-program item opens its web link', async () => {
    const { fx, log } = effects();
    await performRedirect(redirectAction(MINI), fx);
    expect(fx.startMiniProgram).not.toHaveBeenCalled();
    expect(log).toEqual(['wait 50', 'open https://x.example/a']);
  });

  it('the shop opens in the app and asks for the app elsewhere', async () => {
    const inApp = effects({ isApp: true });
    await performRedirect({ kind: 'shop', url: SHOP_URL }, inApp.fx);
    expect(inApp.log).toEqual([`open ${SHOP_URL}`]);
    const web = effects();
    await performRedirect({ kind: 'shop', url: SHOP_URL }, web.fx);
    expect(web.log).toEqual(['ask for app']);
  });

  it('download links carry the variant and the tracking entry', () => {
    expect(downloadAppPath({ type: DOWNLOAD_TYPE.shop, enter: DOWNLOAD_ENTER.parentCentre })).toBe(
      '/downloadApp?type=2&enter=61',
    );
    expect(downloadAppPath({ enter: DOWNLOAD_ENTER.growth })).toBe('/downloadApp?enter=4');
  });

  it('app-only pages: the detail pages doc 2 gives an enter for, variants by feature, else enter 0', () => {
    expect(appOnlyDownloadPath('/openClassCenter/openClassDetail')).toBe('/downloadApp?enter=5');
    expect(appOnlyDownloadPath('/peaClassCenter/peaClassDetail')).toBe('/downloadApp?enter=6');
    expect(appOnlyDownloadPath('/soundStoryPlayer')).toBe('/downloadApp?enter=7');
    expect(appOnlyDownloadPath('/nps')).toBe('/downloadApp?type=7&enter=0');
    expect(appOnlyDownloadPath('/littleTeacherList')).toBe('/downloadApp?type=4&enter=0');
    expect(appOnlyDownloadPath('/myClassHour')).toBe('/downloadApp?type=3&enter=0');
    expect(appOnlyDownloadPath('/myOrder')).toBe('/downloadApp?enter=0');
  });
});
