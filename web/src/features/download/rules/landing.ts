/**
 * The rules of the download landing page (doc 2 §2, §4), as pure functions of the query and the
 * environment, so the containers only carry them out:
 * - `type` picks the variant (default parent), `enter` is the tracking entry (else 0), `channel` the
 *   install channel of the visit (chosen: a query parameter, default 0 "other"; in the native app the
 *   shell's own channel is used instead, see installChannelOf);
 * - inside the mini-program a teacher visit becomes the little-teacher card guide;
 * - what the open-or-install button does in each environment.
 */
import { INSTALL_CHANNEL } from '@wonder/contracts';
import { DOWNLOAD_ENTER, DOWNLOAD_TYPE, type DownloadVariant } from '../../../domain/download-links';
import { APP_SCHEME, type InstallChannel, MARKET_URLS } from '../../../domain/external-config';
import { type Href, href, type QueryValues, type RoutePath, searchOf } from '../../../lib/routes';
import type { Environment } from '../../../platform/env';

export interface DownloadQuery {
  variant: DownloadVariant;
  /** The numeric variant (1–7), as sent on to the PC page and the app scheme. */
  type: number;
  /** Tracking entry; 0 when absent or not a whole number. */
  enter: number;
  /** Install channel of the visit (doc 1 §3 codes); 0 when absent or unknown. */
  channel: InstallChannel;
}

const VARIANT_BY_TYPE = new Map<number, DownloadVariant>(
  Object.entries(DOWNLOAD_TYPE).map(([variant, type]) => [type, variant as DownloadVariant]),
);

/** The query parameter that names the install channel of a visit (chosen: not shown in the spec). */
export const CHANNEL_PARAM = 'channel';

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

export function isInstallChannel(value: number): value is InstallChannel {
  return Object.hasOwn(INSTALL_CHANNEL, value);
}

export function parseDownloadQuery(search: string): DownloadQuery {
  const q = new URLSearchParams(search);
  const type = wholeNumber(q.get('type'));
  const variant = (type !== null && VARIANT_BY_TYPE.get(type)) || 'parent';
  const channel = wholeNumber(q.get(CHANNEL_PARAM));
  return {
    variant,
    type: DOWNLOAD_TYPE[variant],
    enter: wholeNumber(q.get('enter')) ?? DOWNLOAD_ENTER.other,
    channel: channel !== null && isInstallChannel(channel) ? channel : 0,
  };
}

/** The query the PC page, the QR code and the scheme carry on (variant, entry and channel of this visit). */
export function downloadParams(query: DownloadQuery): QueryValues {
  return {
    type: query.type,
    enter: query.enter,
    [CHANNEL_PARAM]: query.channel !== 0 ? query.channel : undefined,
  };
}

export function downloadSearch(query: DownloadQuery): string {
  return `?${searchOf(downloadParams(query))}`;
}

/** The mini-program card value of the teacher guide (doc 2 §2). */
export const TEACHER_CARD_MINI_CODE = 'little_teacher_card_mini';

/** Inside the mini-program a teacher visit is replaced by the guide page (doc 2 §2, §4). */
export function miniProgramRedirect(
  env: Pick<Environment, 'isMiniProgram'>,
  variant: DownloadVariant,
): Href | null {
  return env.isMiniProgram && variant === 'teacher'
    ? href('/commonGuide', { code: TEACHER_CARD_MINI_CODE })
    : null;
}

/** In the WeChat browser the "open in browser" overlay shows first (doc 2 §2). Not in WeChat on a PC,
 * where the QR page is the way to a phone. */
export function showsWechatGuide(env: Pick<Environment, 'isWechat' | 'isPc'>): boolean {
  return env.isWechat && !env.isPc;
}

/** The app's scheme address for this visit: the variant and entry travel with it. */
export function schemeUrl(query: DownloadQuery): string {
  return `${APP_SCHEME}://open${downloadSearch(query)}`;
}

/**
 * Where installing leads: iOS → the App Store (channel 101); elsewhere the market of the visit's channel,
 * except the iOS channel itself, which an Android phone cannot use (→ 0, the official download page).
 */
export function storeUrl(env: Pick<Environment, 'isIosDevice'>, channel: InstallChannel): string {
  if (env.isIosDevice) return MARKET_URLS[101];
  return MARKET_URLS[channel === 101 ? 0 : channel];
}

export type InstallAction =
  /** Already in the app: the button goes to the variant's page in the app. */
  | { kind: 'in-app' }
  /** A desktop browser: the PC page with the QR code. */
  | { kind: 'pc'; path: Href }
  /** WeChat blocks schemes and stores: the guide overlay again. */
  | { kind: 'wechat-guide' }
  /** The mini-program cannot leave WeChat: a hint to search the store. */
  | { kind: 'mini-program-hint' }
  /** A phone browser: try the scheme, fall back to the store after 3000 ms. */
  | { kind: 'open'; scheme: string; store: string };

export function installAction(
  env: Pick<Environment, 'isApp' | 'isMiniProgram' | 'isWechat' | 'isPc' | 'isIosDevice'>,
  query: DownloadQuery,
): InstallAction {
  if (env.isApp) return { kind: 'in-app' };
  if (env.isMiniProgram) return { kind: 'mini-program-hint' };
  if (env.isPc) return { kind: 'pc', path: href('/downloadAppPc', downloadParams(query)) };
  if (env.isWechat) return { kind: 'wechat-guide' };
  return { kind: 'open', scheme: schemeUrl(query), store: storeUrl(env, query.channel) };
}

/** The page each variant stands for inside the app (the button there goes to it). The shop is the shop link. */
export const IN_APP_PATHS: Readonly<Record<DownloadVariant, RoutePath | null>> = {
  parent: '/index',
  shop: null,
  hour: '/myClassHour',
  teacher: '/littleTeacherList',
  further: '/furtherEducation',
  freshEnrollment: '/freshmentEnrollment',
  nps: '/nps',
};

/**
 * The install channel a visit reports: the native shell's own channel inside the app, else the query's.
 * The shell sends it as text; anything not in the code list counts as 0.
 */
export function installChannelOf(
  shellChannel: string | null | undefined,
  query: DownloadQuery,
): InstallChannel {
  const fromShell = wholeNumber(shellChannel ?? null);
  return fromShell !== null && isInstallChannel(fromShell) ? fromShell : query.channel;
}
