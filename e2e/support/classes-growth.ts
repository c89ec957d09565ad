/**
 * What the my-classes and growth journeys need: the screens' strings (repeated, as support/app.ts does),
 * the environments (WeChat and mini-program markers, an injected app shell logged in through the
 * simulator) and the content host the link cards and report pages embed from.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { SimulatorSession } from './fixtures';

export const C = {
  all: '全部',
  myCourses: '我的课程',
  failed: '获取课程分类失败',
  retry: '重新加载',
  studyTasks: '学习任务',
  todo: '未完成',
  notSupported: '浏览器暂不支持该功能，请下载家长端APP',
  download: '去下载',
  tabs: { plan: '学习计划', situation: '动态学情', reports: '成长报告' },
  reportTitle: '动态学情报告',
  share: '分享',
  back: '返回',
  satisfaction: { title: '课程满意度调查', later: '下次再说' },
} as const;

/**
 * Until the page claims the next back (web/src/lib/back-press.ts arms its guard entry once the check that
 * decides it has answered): a system back before that just leaves, as it should.
 */
export async function untilBackIsClaimed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (history.state as { __wonderBackGuard?: boolean } | null)?.__wonderBackGuard,
  );
}

/** WeChat's in-app browser on an iPhone (platform/env.ts reads MicroMessenger). */
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49';

export async function asMiniProgram(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as Window & { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
  });
}

/**
 * The native app shell (web/src/platform/README.md), version `appVersion`, logged in as `persona`: the simulator
 * issues the token, GetUserData hands it to the page. Share calls are recorded in window.__e2eShares.
 */
export async function asAppLoggedIn(
  page: Page,
  session: SimulatorSession,
  persona = 'official',
  appVersion = '2.6.0',
): Promise<void> {
  const login = await session.admin.login({ persona });
  const status = persona === 'official' ? 'OFFICIAL_STUDENT' : 'UNOFFICIAL_STUDENT';
  await page.addInitScript(
    ({ user, studentStatus, version }) => {
      const w = window as Window & {
        WonderNativeBridge?: unknown;
        __e2eShares?: unknown[];
        __wonderBridge?: { dispatch(message: unknown): void };
      };
      w.__e2eShares = [];
      w.WonderNativeBridge = {
        platform: 'android',
        appVersion: version,
        postMessage(json: string) {
          const m = JSON.parse(json) as { id?: string; method?: string; params?: unknown };
          if (!m.method) return;
          let result: unknown = {};
          if (m.method === 'GetSystemEnvInfo')
            result = {
              appVersion: version,
              system: 'Android',
              systemVersion: '14',
              phoneModel: 'e2e',
              channel: '1',
              appDeviceId: 'e2e-device',
              appName: 'WonderParent',
            };
          else if (m.method === 'GetUserData') result = { ...user, studentStatus };
          else if (m.method === 'Share') {
            w.__e2eShares?.push(m.params);
            result = { shared: true };
          }
          setTimeout(() => w.__wonderBridge?.dispatch({ id: m.id, result }), 0);
        },
      };
    },
    {
      user: { token: login.token, userId: login.userId, time: login.time },
      studentStatus: status,
      version: appVersion,
    },
  );
}

/**
 * Wonder's content host (domain/external-config.ts allows it in /iframePage) does not exist here: its pages
 * are answered with a small page, its images fail at once (the screens draw their fallbacks).
 */
export async function serveContentHost(context: BrowserContext): Promise<void> {
  await context.route('https://static.wonder.example/**', (route) => {
    if (!route.request().url().endsWith('.html')) return route.abort('namenotresolved');
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body:
        '<!doctype html><html lang="zh-CN"><meta name="viewport" content="width=device-width">' +
        '<body style="margin:0;font-family:sans-serif;background:#fff7f1"><main style="padding:24px">' +
        '<h1 style="color:#a83b00;font-size:22px">家长课堂 · 陪孩子做数学游戏</h1>' +
        '<p style="color:#5f6670;line-height:1.7">每天十分钟，在游戏里建立数感。</p></main></body></html>',
    });
  });
}
