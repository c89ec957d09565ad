/**
 * Where a configured item (banner, card, float icon, popup, tab) sends the parent, by its redirect type
 * (doc 1 §3, doc 2 §2, §4): none 0; H5 1 (an external link, opened after 50 ms); mini-program 2 (in the
 * app through StartMiniProgram, falling back to the web link when the launch fails or outside the app);
 * inner page 3 (a jump key or an app path). The jump key `shop` opens the shop link in the native app and
 * asks for the app elsewhere.
 * `redirectAction` is the pure decision; `performRedirect` carries it out over injected effects, so both are
 * unit-tested without a browser; `useRedirect` wires the app's effects.
 */
import { REDIRECT_TYPE } from '@wonder/contracts';
import { useAppNavigate } from '../lib/navigation';
import { type Href, type RoutePath, toHref } from '../lib/routes';
import { useApi, useUserStore } from '../lib/services';
import { confirmDialog } from '../lib/ui';
import { withLinkCode } from '../platform/links';
import { getNative } from '../platform/runtime';
import { useEnvironment } from '../platform/use-environment';
import { texts } from '../texts';
import { DOWNLOAD_TYPE, downloadAppPath } from './download-links';
import { SHOP_URL } from './external-config';

/** Inner-page jump keys (doc 1 §2, doc 2 §2) → paths; `shop` is an external link (below). */
export const JUMP_KEYS = {
  home: '/index',
  growUp: '/growUp/studyPlan',
  myClass: '/myTabClass',
  parentCenter: '/parentsCenter',
  babyShow: '/babyShow',
  straightStudent: '/straight',
  myClassHour: '/myClassHour',
  task: '/myTaskCenter/myTaskList',
  courseReplay: '/courseReplay',
  shop: null,
} as const satisfies Record<string, RoutePath | null>;

export type JumpKey = keyof typeof JUMP_KEYS;

/** External links open after this delay (doc 2 §9), so the tap's own feedback is seen first. */
export const EXTERNAL_LINK_DELAY_MS = 50;

/** What every redirectable item carries (banner, card, float popup, source config). */
export interface RedirectTarget {
  redirectType?: number | null;
  url?: string | null;
  xcxId?: string | null;
  xcxUrl?: string | null;
  miniprogramType?: number | null;
}

export type RedirectAction =
  | { kind: 'none' }
  | { kind: 'route'; path: Href }
  | { kind: 'external'; url: string }
  | { kind: 'mini-program'; xcxId: string; path: string; miniprogramType: number; fallbackUrl: string | null }
  | { kind: 'shop'; url: string };

function isJumpKey(value: string): value is JumpKey {
  return Object.hasOwn(JUMP_KEYS, value);
}

/**
 * An inner page: a jump key, or an app path ('/dailyCheckIn'). A key may carry a query for its page
 * ('parentCenter?classHourType=1'), since the app's routes take their parameters in the query.
 */
export function innerPageAction(target: string): RedirectAction {
  const value = target.trim();
  const at = value.indexOf('?');
  const key = at < 0 ? value : value.slice(0, at);
  const query = at < 0 ? '' : value.slice(at);
  if (key === 'shop') return { kind: 'shop', url: SHOP_URL };
  if (isJumpKey(key)) return { kind: 'route', path: toHref(`${JUMP_KEYS[key]}${query}`) };
  return value.startsWith('/') ? { kind: 'route', path: toHref(value) } : { kind: 'none' };
}

export function redirectAction(target: RedirectTarget): RedirectAction {
  const url = target.url?.trim() || null;
  switch (target.redirectType) {
    case REDIRECT_TYPE.H5:
      return url ? { kind: 'external', url } : { kind: 'none' };
    case REDIRECT_TYPE.MINI_APP:
      if (!target.xcxId) return url ? { kind: 'external', url } : { kind: 'none' };
      return {
        kind: 'mini-program',
        xcxId: target.xcxId,
        path: target.xcxUrl ?? '',
        miniprogramType: target.miniprogramType ?? 0,
        fallbackUrl: url,
      };
    case REDIRECT_TYPE.INNER_PAGE:
      return url ? innerPageAction(url) : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

export interface RedirectEffects {
  isApp: boolean;
  navigate(path: Href): void;
  /** Open a web link (the shell's OpenWebLink in the app, the browser otherwise). */
  openUrl(url: string): void;
  /** The app's StartMiniProgram; resolves false when the shell could not launch it. */
  startMiniProgram(params: { xcxId: string; path: string; miniprogramType: number }): Promise<boolean>;
  /** Outside the app, the shop asks for the app first (doc 1 §2). */
  askForApp(): void | Promise<void>;
  delay(ms: number): Promise<void>;
}

export async function performRedirect(action: RedirectAction, fx: RedirectEffects): Promise<void> {
  switch (action.kind) {
    case 'none':
      return;
    case 'route':
      fx.navigate(action.path);
      return;
    case 'external':
      await fx.delay(EXTERNAL_LINK_DELAY_MS);
      fx.openUrl(action.url);
      return;
    case 'mini-program': {
      const launched =
        fx.isApp &&
        (await fx
          .startMiniProgram({
            xcxId: action.xcxId,
            path: action.path,
            miniprogramType: action.miniprogramType,
          })
          .catch(() => false));
      if (launched || !action.fallbackUrl) return;
      await fx.delay(EXTERNAL_LINK_DELAY_MS);
      fx.openUrl(action.fallbackUrl);
      return;
    }
    case 'shop':
      if (fx.isApp) fx.openUrl(action.url);
      else await fx.askForApp();
      return;
  }
}

/**
 * The app's redirect: `redirect(target, { downloadEnter })` decides and performs. `downloadEnter` is the
 * tracking entry of the page the shop prompt leads from (home 19, parent centre 61, …).
 */
export function useRedirect() {
  const navigate = useAppNavigate();
  const env = useEnvironment();
  const api = useApi();
  const store = useUserStore();
  return (target: RedirectTarget | RedirectAction, opts: { downloadEnter: number }) => {
    const action = 'kind' in target ? target : redirectAction(target);
    return performRedirect(action, {
      isApp: env.isApp,
      navigate: (path) => navigate(path),
      // doc 1 §8: an external link opens with its one-time link code (platform/links.ts).
      openUrl: (link) =>
        void withLinkCode(api, store.token(), link).then((url) => {
          if (env.isApp)
            void getNative()
              .call('OpenWebLink', { url })
              .catch(() => window.location.assign(url));
          else window.location.assign(url);
        }),
      startMiniProgram: async (params) => (await getNative().call('StartMiniProgram', params)).launched,
      askForApp: async () => {
        const go = await confirmDialog({
          content: texts.web.shopDownloadPrompt,
          confirmText: texts.web.goDownload,
          cancelText: texts.web.cancel,
        });
        if (go) navigate(downloadAppPath({ type: DOWNLOAD_TYPE.shop, enter: opts.downloadEnter }));
      },
      delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
  };
}
