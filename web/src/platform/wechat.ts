/**
 * WeChat helpers (doc 1 §1, §4, §7): the authorization code and mini-program token from the query, the
 * snapshot-entry rule, and the share setup requested on each route change.
 *
 * Query keys (chosen, documented in README.md): `code` (+ `state`) — WeChat's own OAuth redirect keys;
 * `token` — the mini-program web-view passes the mini-program user's token; `snapshot` — a snapshot entry
 * (any value but '0'/'false'): no share setup for it.
 */
import { type DataOf, shareEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { texts } from '../texts';

type ShareConf = DataOf<typeof shareEndpoints.shareConf>;
type ShareInfo = NonNullable<ShareConf['shareInfo']>;
type SignPackage = ShareConf['signPackage'];

export function queryParam(search: string, key: string): string | null {
  const value = new URLSearchParams(search).get(key);
  return value?.trim() ? value.trim() : null;
}

export function wechatCodeFromQuery(search: string): string | null {
  return queryParam(search, 'code');
}

export function miniProgramTokenFromQuery(search: string): string | null {
  return queryParam(search, 'token');
}

export function isSnapshotEntry(search: string): boolean {
  const v = new URLSearchParams(search).get('snapshot');
  return v !== null && v !== '0' && v.toLowerCase() !== 'false';
}

/** The url without the given query keys (a consumed WeChat code must not be replayed on refresh). */
export function withoutQueryKeys(href: string, keys: readonly string[]): string {
  const url = new URL(href);
  for (const k of keys) url.searchParams.delete(k);
  return url.toString();
}

/** shareConf's sUrl: the page url without its hash, with '&' escaped (doc 1 §7 "with & replaced"). */
export function shareConfUrl(href: string): string {
  return (href.split('#')[0] ?? href).replace(/&/g, '%26');
}

interface WechatSdk {
  config(options: SignPackage & { debug?: boolean; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  error(fn: (e: unknown) => void): void;
  updateAppMessageShareData?(options: { title: string; desc: string; link: string; imgUrl: string }): void;
  updateTimelineShareData?(options: { title: string; link: string; imgUrl: string }): void;
}

declare global {
  interface Window {
    wx?: WechatSdk;
  }
}

const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
let sdkLoading: Promise<WechatSdk | null> | null = null;

/** The WeChat JS-SDK is loaded and initialised once (doc 1 §4). */
export function loadWechatSdk(win: Window = window): Promise<WechatSdk | null> {
  if (win.wx) return Promise.resolve(win.wx);
  if (!sdkLoading) {
    sdkLoading = new Promise((resolve) => {
      const script = win.document.createElement('script');
      script.src = SDK_URL;
      script.async = true;
      script.onload = () => resolve(win.wx ?? null);
      script.onerror = () => resolve(null);
      win.document.head.appendChild(script);
    });
  }
  return sdkLoading;
}

export class ShareSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShareSetupError';
  }
}

/** Share throttle (doc 1 §9: default 500 ms): route changes in quick succession request once. */
export const SHARE_THROTTLE_MS = 500;

export interface ShareSetupDeps {
  client: Pick<ApiClient, 'call'>;
  sdk: () => Promise<WechatSdk | null>;
  now?: () => number;
  /**
   * The present id of the share key ('0' when the lookup fails, doc 1 §8) and the link actually shared,
   * carrying it (domain/present-id.ts sharePresent).
   */
  sharePresent?: (presentKey: string, link: string) => Promise<{ presentID: string; link: string }>;
}

/** Build the per-route-change share setup: one shareConf call, then the SDK's share data. */
export function createShareSetup(deps: ShareSetupDeps) {
  const now = deps.now ?? Date.now;
  let last = { url: '', at: Number.NEGATIVE_INFINITY };
  return async function setupShare(href: string): Promise<ShareInfo | null> {
    const sUrl = shareConfUrl(href);
    const t = now();
    if (sUrl === last.url && t - last.at < SHARE_THROTTLE_MS) return null;
    last = { url: sUrl, at: t };
    // A code other than '200' throws ApiBusinessError with the server's message (doc 1 §8).
    const conf = await deps.client.call(shareEndpoints.shareConf, { body: { sUrl } });
    if (!conf.shareInfo) throw new ShareSetupError(texts.wechat.noShareInfo);
    // doc 1 §3 "share config also has presentID": the present id of the share key, '0' on failure.
    const present = deps.sharePresent
      ? await deps.sharePresent(conf.shareInfo.key, conf.shareInfo.toURL)
      : { presentID: conf.shareInfo.presentID ?? null, link: conf.shareInfo.toURL };
    const info: ShareInfo = { ...conf.shareInfo, presentID: present.presentID, toURL: present.link };
    const wx = await deps.sdk();
    if (wx) {
      wx.config({
        ...conf.signPackage,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      });
      wx.ready(() => {
        wx.updateAppMessageShareData?.({
          title: info.title,
          desc: info.desc,
          link: info.toURL,
          imgUrl: info.iconURL,
        });
        wx.updateTimelineShareData?.({ title: info.title, link: info.toURL, imgUrl: info.iconURL });
      });
    }
    return info;
  };
}
