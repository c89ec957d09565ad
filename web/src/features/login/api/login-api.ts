/**
 * The login calls over the contracts client, framework-free so tests drive them with a mock client:
 * password and code login (phone and password RSA-encrypted, cipherVersion v1), the SMS send with the
 * 4011 → slider → retry-with-captcha-sencond-code flow, the captcha challenge and check, the area codes,
 * the age update and the class-hour dialog config, the WeChat rebind, logout, and what a successful
 * login stores (user info, then the status lookup).
 */
import {
  APP_TYPE_CODE,
  type AreaCodeItem,
  CAPTCHA_REP_CODE,
  CAPTCHA_TYPE,
  type CaptchaChallenge,
  CHANNEL,
  CIPHER_VERSION,
  LOGIN_CODE,
  type LoginData,
  loginEndpoints,
  type PhoneChangeWechatData,
  parseTypeValue,
  type StudentInfo,
  type UPGRADE_CONFIG_TYPE_CODE,
} from '@wonder/contracts';
import { ApiBusinessError, type ApiClient } from '@wonder/contracts/client';
import { lookUpStatus } from '../../../domain/status-lookup';
import type { UserStore } from '../../../lib/user-store';
import type { Environment } from '../../../platform/env';
import { rsaEncrypt } from './crypto';

type Channel = (typeof CHANNEL)[keyof typeof CHANNEL];

/** Login app type: the parent app's member app type, the only one the spec names. */
const LOGIN_APP_TYPE_CODE = APP_TYPE_CODE.MASTER_WECHAT;

/** The channel code of the environment (doc 1 §3 enumerations). */
export function channelOf(
  env: Pick<Environment, 'isApp' | 'isWechat' | 'isMiniProgram' | 'platform'>,
): Channel {
  if (env.isMiniProgram) return CHANNEL.WEIXIN_MINI_APP;
  if (env.isWechat) return CHANNEL.WEIXIN_WEB;
  if (env.isApp) return env.platform === 'ios' ? CHANNEL.IOS_APP : CHANNEL.ANDROID_APP;
  return CHANNEL.WEB;
}

export interface LoginContext {
  channel: Channel;
}

export interface PhoneInput {
  phone: string;
  areaCode: string;
}

export interface PasswordLoginInput extends PhoneInput {
  password: string;
}

export interface CodeLoginInput extends PhoneInput {
  code: string;
  verificationCodeToken: string;
  /** Shown instead of the server message when the answer is 1000012 (doc 1 §8). */
  messageText?: string | null;
  presentId?: string | null;
  inviteUid?: string | null;
}

export async function passwordLogin(
  client: ApiClient,
  input: PasswordLoginInput,
  ctx: LoginContext,
): Promise<LoginData> {
  return client.call(loginEndpoints.pwdLogin, {
    body: {
      appTypeCode: LOGIN_APP_TYPE_CODE,
      phoneCipher: await rsaEncrypt(input.phone.trim()),
      passwordCipher: await rsaEncrypt(input.password),
      areaCode: input.areaCode,
      // "source" is not shown in the spec: the channel code says where the login came from.
      source: ctx.channel,
      cipherVersion: CIPHER_VERSION,
    },
  });
}

export async function codeLogin(
  client: ApiClient,
  input: CodeLoginInput,
  ctx: LoginContext,
): Promise<LoginData> {
  return client.call(loginEndpoints.verificationLogin, {
    body: {
      appTypeCode: LOGIN_APP_TYPE_CODE,
      phoneCipher: await rsaEncrypt(input.phone.trim()),
      areaCode: input.areaCode,
      source: ctx.channel,
      cipherVersion: CIPHER_VERSION,
      verificationCode: input.code.trim(),
      verificationCodeToken: input.verificationCodeToken,
      ext: { presentId: input.presentId ?? null, inviteUid: input.inviteUid ?? null },
      channel: ctx.channel,
      // The code login registers an unknown phone (the agreement is shown under the form).
      registered: true,
      ...(input.messageText ? { messageText: input.messageText } : {}),
    },
  });
}

/** The parent closed the slider instead of solving it: the send stops, nothing is shown. */
export class CaptchaCancelledError extends Error {
  constructor() {
    super('slider captcha closed before it was solved');
    this.name = 'CaptchaCancelledError';
  }
}

/** Opens the slider and resolves with the verification string, or null when it was closed. */
export type SolveCaptcha = () => Promise<string | null>;

function isCaptchaRequired(error: unknown): boolean {
  return error instanceof ApiBusinessError && Number(error.code) === LOGIN_CODE.SMS_CAPTCHA_REQUIRED;
}

/**
 * Send the SMS login code. Code 4011 means "captcha required": the slider opens and, once solved, the same
 * send goes again with the verification string in the captcha-sencond-code header (doc 1 §4). Success is
 * code 0 or 200; the answer carries the token the code login sends back.
 */
export async function sendLoginCode(
  client: ApiClient,
  input: PhoneInput,
  solveCaptcha: SolveCaptcha,
): Promise<{ verificationCodeToken: string }> {
  const body = {
    areaCode: input.areaCode,
    phoneCipher: await rsaEncrypt(input.phone.trim()),
    cipherVersion: CIPHER_VERSION,
  };
  try {
    return await client.call(loginEndpoints.sendLoginCode, { body });
  } catch (error) {
    if (!isCaptchaRequired(error)) throw error;
  }
  const verification = await solveCaptcha();
  if (!verification) throw new CaptchaCancelledError();
  return client.call(loginEndpoints.sendLoginCode, { body, captchaSecondCode: verification });
}

/** One id per page load for the captcha gateway's clientUid. */
const CLIENT_UID = `slider-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;

export type ChallengeResult =
  | { kind: 'ok'; challenge: CaptchaChallenge }
  | { kind: 'expired'; message: string };

/** A new puzzle. repCode '6201' on loading clears the images (doc 1 §4): reported as 'expired'. */
export async function fetchCaptcha(
  client: ApiClient,
  now: () => number = Date.now,
): Promise<ChallengeResult> {
  try {
    const challenge = await client.call(loginEndpoints.captchaGet, {
      body: { captchaType: CAPTCHA_TYPE.BLOCK_PUZZLE, clientUid: CLIENT_UID, ts: now() },
    });
    return { kind: 'ok', challenge };
  } catch (error) {
    if (error instanceof ApiBusinessError && String(error.code) === CAPTCHA_REP_CODE.IMAGES_EXPIRED) {
      return { kind: 'expired', message: error.serverMessage };
    }
    throw error;
  }
}

/** Check a dropped position: true when the gateway answers '0000', false for any refusal. */
export async function checkCaptcha(
  client: ApiClient,
  input: { token: string; pointJson: string },
): Promise<boolean> {
  try {
    await client.call(loginEndpoints.captchaCheck, {
      body: { captchaType: CAPTCHA_TYPE.BLOCK_PUZZLE, pointJson: input.pointJson, token: input.token },
    });
    return true;
  } catch (error) {
    if (error instanceof ApiBusinessError) return false;
    throw error;
  }
}

export function fetchAreaCodes(client: ApiClient): Promise<AreaCodeItem[]> {
  return client.call(loginEndpoints.getCountryMobilePrefixs);
}

export async function updateAge(client: ApiClient, age: number): Promise<void> {
  await client.call(loginEndpoints.updateOlUser, { body: { age } });
}

/** The class-hour dialog after the age selection: shown when the config says so. */
export interface ClassHourDialogConfig {
  title: string;
  content: string;
  buttonText: string | null;
}

const CLASS_HOUR_TYPE_CODE: (typeof UPGRADE_CONFIG_TYPE_CODE)['CFPL_HOUR_DIALOG'] = 'cfplHourDialog';

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/**
 * The cfplHourDialog config (typeValue JSON: show, title, content, btnText, …), or null when it is off,
 * empty or unreadable — then the age selection ends with a toast instead.
 */
export async function fetchClassHourDialog(client: ApiClient): Promise<ClassHourDialogConfig | null> {
  const list = await client.call(loginEndpoints.getUpgradeConfig, {
    query: { typeCode: CLASS_HOUR_TYPE_CODE },
  });
  const item = list.find((i) => i.typeCode === CLASS_HOUR_TYPE_CODE);
  if (!item) return null;
  const value = parseTypeValue(item) as Record<string, unknown> | null;
  if (!value || typeof value !== 'object' || value.show === false || value.show === 0) return null;
  const title = text(value.title);
  const content = text(value.content);
  if (!title && !content) return null;
  return { title: title ?? '', content: content ?? '', buttonText: text(value.btnText) };
}

/** Rebind the WeChat account (openid) to the phone just logged in; confirm after 绑定 on the conflict. */
export function rebindWechat(
  client: ApiClient,
  input: { openid: string; confirm?: boolean },
): Promise<PhoneChangeWechatData> {
  return client.call(loginEndpoints.phoneChangeWechat, {
    body: {
      appTypeCode: LOGIN_APP_TYPE_CODE,
      openid: input.openid,
      ...(input.confirm ? { confirm: true } : {}),
    },
  });
}

/**
 * Store a successful login: the user info first (so the status lookup carries the new token), then the
 * student status from the status lookup. A failed lookup clears the user again, the same rule as at
 * startup (doc 1 §1), and rethrows so the screen says so.
 */
export async function completeLogin(
  client: ApiClient,
  store: UserStore,
  data: LoginData,
  now: () => number = Date.now,
): Promise<{ isFirstLogin: boolean; student: StudentInfo | null }> {
  const account = data.userinfos[0];
  const openId = account?.openid ?? store.getState().openId;
  store.setUser({
    token: data.token,
    userId: account?.userId ?? '',
    time: now(),
    openId: openId ?? null,
    appToken: null,
    userName: null,
    unificationId: null,
  });
  const student = await lookUpStatus(client, store, data.token);
  return { isFirstLogin: data.isFirstLogin === true, student };
}
