/**
 * Addresses outside the app that the spec names but does not show (doc 1 §2, §3, doc 2 §2): chosen here, in
 * one place, and marked so. A deployment replaces them at build time with the VITE_* variables named next to
 * each; nothing else in the app spells an external address. The service hotline, which the spec does give,
 * is here too, so every number a parent dials is in one place.
 */
import type { INSTALL_CHANNEL } from '@wonder/contracts';

const env = import.meta.env as Record<string, string | undefined>;

/** The bean shop (jump key `shop`, parent centre "bean shop"): opened by the native app as a web link. */
export const SHOP_URL = env.VITE_SHOP_URL ?? 'https://shop.wonder.example/mall/index';

/**
 * The parent app's URL scheme (chosen: not shown in the spec; VITE_APP_SCHEME). The download page tries
 * `<scheme>://open?type=…&enter=…` first and falls back to the store when the app does not open.
 */
export const APP_SCHEME = env.VITE_APP_SCHEME ?? 'wonderparent';

/** The Android package name the market pages below are built from (chosen: not shown in the spec). */
export const ANDROID_PACKAGE = env.VITE_ANDROID_PACKAGE ?? 'com.wonder.parent';

/** The parent app on the App Store, install channel 101 (chosen: not shown in the spec). */
export const IOS_APP_STORE_URL = env.VITE_IOS_APP_STORE_URL ?? 'https://apps.apple.com/cn/app/id1500000000';

/** The official site's download page, channel 0 "other" (chosen: not shown in the spec). */
export const OFFICIAL_DOWNLOAD_PAGE =
  env.VITE_OFFICIAL_DOWNLOAD_PAGE ?? 'https://www.wonder.example/download';

/** The signed APK on the official site, channel 10 "official site" (chosen: not shown in the spec). */
export const OFFICIAL_APK_URL =
  env.VITE_OFFICIAL_APK_URL ?? 'https://www.wonder.example/download/wonder-parent.apk';

export type InstallChannel = keyof typeof INSTALL_CHANNEL;

/**
 * The market page per Android install channel (doc 1 §3, doc 2 §2: 0 other, 1 app shop, 2 huawei, 3 360,
 * 4 oppo, 5 vivo, 6 baidu, 7 lenovo, 8 mi, 9 meizu, 10 official site; 101 is iOS). Every address is chosen
 * (not shown in the spec): each store's public web page for the package, so the fallback always lands on
 * a page that loads in any browser, even when that store's own app is not installed.
 */
export const MARKET_URLS: Readonly<Record<InstallChannel, string>> = {
  0: OFFICIAL_DOWNLOAD_PAGE,
  1: `https://sj.qq.com/appdetail/${ANDROID_PACKAGE}`,
  2: `https://appgallery.huawei.com/app/detail?id=${ANDROID_PACKAGE}`,
  3: `https://m.app.so.com/detail/index?pname=${ANDROID_PACKAGE}`,
  4: `https://store.oppomobile.com/app/detail?pkg=${ANDROID_PACKAGE}`,
  5: `https://app.vivo.com.cn/detail?pkg=${ANDROID_PACKAGE}`,
  6: `https://mobile.baidu.com/item?pkg=${ANDROID_PACKAGE}`,
  7: `https://www.lenovomm.com/appdetail/${ANDROID_PACKAGE}/0`,
  8: `https://app.mi.com/details?id=${ANDROID_PACKAGE}`,
  9: `https://app.meizu.com/apps/public/detail?package_name=${ANDROID_PACKAGE}`,
  10: OFFICIAL_APK_URL,
  101: IOS_APP_STORE_URL,
};

/**
 * Origins /iframePage may embed (doc 3 §2 link-type categories, report pages; the list is chosen): Wonder's
 * static content host and its H5 course host, over https. The app's own origin is always allowed. A
 * deployment replaces the hosts with VITE_IFRAME_ORIGINS (comma-separated origins).
 */
export const IFRAME_ALLOWED_ORIGINS: readonly string[] = (
  env.VITE_IFRAME_ORIGINS ?? 'https://static.wonder.example,https://h5.wonder.example'
)
  .split(',')
  .map((o) => o.trim().replace(/\/+$/, ''))
  .filter(Boolean);

/** Whether /iframePage may show `url`: an absolute http(s) URL on an allowed origin or on `selfOrigin`. */
export function isEmbeddableUrl(
  url: string,
  selfOrigin: string,
  allowed: readonly string[] = IFRAME_ALLOWED_ORIGINS,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return parsed.origin === selfOrigin || allowed.includes(parsed.origin);
}

/**
 * The one service hotline (not chosen: doc 3 §9 "Service hotline shown: 4000888366"): the parent centre's
 * phone consult and step-up's customer service (head-teacher contact without a head master) dial it.
 */
export const SERVICE_HOTLINE = '4000888366';

/** The parent centre's online consult (customer service chat; chosen: not shown; VITE_ONLINE_CONSULT_URL). */
export const ONLINE_CONSULT_URL = env.VITE_ONLINE_CONSULT_URL ?? 'https://kf.wonder.example/chat';

/** "Praise encouragement" (iOS app ≥ 1.0.7): the App Store review page of the parent app (chosen). */
export const PRAISE_URL =
  env.VITE_PRAISE_URL ?? 'https://apps.apple.com/cn/app/id1500000000?action=write-review';

/** The official account's follow page (notification popup, follow stage; chosen: not shown; VITE_OFFICIAL_ACCOUNT_URL). */
export const OFFICIAL_ACCOUNT_URL =
  env.VITE_OFFICIAL_ACCOUNT_URL ?? 'https://mp.weixin.qq.com/s/wonder-parent-follow';
