/** Session expiry: each global code of doc 1 §8 on every call that checks a token. */
import { AUTH_FAILURE } from '../../routes/auth';
import type { Scenario } from '../types';

const expiry = (key: keyof typeof AUTH_FAILURE, zh: string): Scenario => {
  const f = AUTH_FAILURE[key];
  return {
    id: `token-expired-${f.code}`,
    title: `Login expired: code ${f.code} (${key} token)`,
    titleZh: `登录失效 ${f.code}`,
    description: `Every call that checks a token answers HTTP 401 with code ${f.code} ('${f.message}'), exactly what the real token check answers for a ${key} token; the app clears the user and goes to /login (${zh}).`,
    group: 'session',
    overrides: [{ auth: true, code: f.code, message: f.message, status: 401 }],
  };
};

export const sessionScenarios: readonly Scenario[] = [
  expiry('missing', '缺少 token'),
  expiry('unknown', '无效 token'),
  expiry('expired', '过期 token'),
];
