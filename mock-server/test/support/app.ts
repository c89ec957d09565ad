/** Test helpers: build the simulator, log in through the admin API, fill an endpoint's headers. */
import {
  type AnyEndpoint,
  APP_SCENE,
  HEADER,
  type HeaderRule,
  MEMBER_APP_ID,
  STAFF_AUTH_TYPE,
} from '@wonder/contracts';
import CryptoJS from 'crypto-js';
import type { FastifyInstance, InjectOptions } from 'fastify';
import forge from 'node-forge';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { DEV_RSA_PUBLIC_KEY_PEM } from '../../src/crypto/dev-keys';
import { SESSION_HEADER } from '../../src/world/session';

export async function testApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ logger: false, ...options });
  await app.ready();
  return app;
}

export interface Login {
  session: string;
  persona: string;
  token: string;
  userId: string;
  time: number;
  expiresAt: number;
}

/** Log in through the admin API; without a persona, as the persona of the session's scenarios. */
export async function adminLogin(app: FastifyInstance, session: string, persona?: string): Promise<Login> {
  const payload = persona ? { persona } : {};
  const r = await app.inject({ method: 'POST', url: `/__mock/sessions/${session}/login`, payload });
  if (r.statusCode !== 200) throw new Error(`admin login failed: ${r.statusCode} ${r.body}`);
  return r.json() as Login;
}

/** Every header an endpoint's rules need, as the app's client sends them (a token from any login will do). */
export function headersFor(
  e: Pick<AnyEndpoint, 'headers'>,
  login?: Pick<Login, 'token' | 'userId'> & Partial<Pick<Login, 'time'>>,
): Record<string, string> {
  const h: Record<string, string> = {};
  const token = login?.token ?? 'no-token';
  const fill = (rule: HeaderRule) => {
    switch (rule) {
      case 'appid':
        h[HEADER.appid] = MEMBER_APP_ID;
        break;
      case 'session':
        h[HEADER.token] = token;
        h[HEADER.homeTime] = String(login?.time ?? 0);
        h[HEADER.homeToken] = token;
        h[HEADER.homeUid] = login?.userId ?? '0';
        break;
      case 'token':
        h[HEADER.token] = token;
        break;
      case 'bearer':
        h[HEADER.authorization] = `Bearer ${token}`;
        break;
      case 'authorization':
        h[HEADER.authorization] = token;
        break;
      case 'appScene':
        h[HEADER.appScene] = APP_SCENE.web;
        break;
      case 'staff':
        h[HEADER.authType] = STAFF_AUTH_TYPE;
        break;
      case 'stepUp':
        h[HEADER.stepUpTime] = String(login?.time ?? 0);
        h[HEADER.stepUpToken] = token;
        h[HEADER.stepUpUid] = login?.userId ?? '0';
        break;
    }
  };
  for (const rule of e.headers) fill(rule);
  return h;
}

/** What jsencrypt does: RSA PKCS#1 v1.5 with the public key, base64. */
export function rsaEncryptLikeApp(text: string, pem = DEV_RSA_PUBLIC_KEY_PEM): string {
  const key = forge.pki.publicKeyFromPem(pem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}

/** What the captcha component does with crypto-js: AES-128-ECB/PKCS7, key = the 16-char secretKey. */
export function aesEncryptLikeApp(text: string, secretKey: string): string {
  return CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse(secretKey), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

export interface RequestParts {
  query?: Record<string, string | string[]>;
  body?: unknown;
  headers?: Record<string, string>;
}

export function injectFor(e: AnyEndpoint, session: string, parts: RequestParts): InjectOptions {
  const qs = parts.query ? new URLSearchParams() : undefined;
  for (const [k, v] of Object.entries(parts.query ?? {})) {
    for (const one of Array.isArray(v) ? v : [v]) qs?.append(k, one);
  }
  const search = qs && [...qs].length ? `?${qs.toString()}` : '';
  const options: InjectOptions = {
    method: e.method,
    url: `/${e.host}${e.path}${search}`,
    headers: { [SESSION_HEADER]: session, ...(parts.headers ?? {}) },
  };
  if (e.method === 'POST' && parts.body !== undefined)
    options.payload = parts.body as InjectOptions['payload'];
  return options;
}
