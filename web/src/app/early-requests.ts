/**
 * Build time: the inline script of a prerendered page that starts its first calls from the HTML, in
 * parallel with the JavaScript download (issue #22): the status lookup of a stored login and, on the tab
 * shell's routes, the tab configuration and the parent's info. The requests are made by the app's own
 * client with marked credentials and recorded, so method, URL and headers are exactly the app's; the page
 * fills in the stored login's values. Nothing of a login is in the HTML: without one stored, nothing starts.
 * Not where the login comes from elsewhere: the app's shell, a WeChat code, a mini-program token.
 */
import { type AnyEndpoint, sessionEndpoints, shellEndpoints } from '@wonder/contracts';
import { simulatorBaseUrls } from '@wonder/contracts/client';
import { createAppClient } from '../lib/client';
import { EARLY_GLOBAL } from '../lib/early-requests';
import { createUserStore } from '../lib/user-store';
import { LOCAL_KEYS } from '../platform/storage';

const ORIGIN = 'http://early.invalid';
const MARK = { token: '@@wonder-token@@', userId: '@@wonder-user@@', time: 987_654_321_012 };

interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
}

async function record(calls: readonly [AnyEndpoint, object][]): Promise<Recorded[]> {
  const recorded = new Map<string, Recorded>();
  const store = createUserStore(false);
  store.setUser({ token: MARK.token, userId: MARK.userId, time: MARK.time });
  const client = createAppClient({
    baseUrls: simulatorBaseUrls(ORIGIN),
    store,
    fetch: async (input) => {
      const request = input as Request;
      const path = request.url.slice(ORIGIN.length);
      recorded.set(`${request.method} ${path}`, {
        method: request.method,
        path,
        headers: Object.fromEntries(request.headers),
      });
      throw new Error('recorded');
    },
  });
  for (const [endpoint, input] of calls) await client.call(endpoint, input).catch(() => {});
  return [...recorded.values()];
}

/** The script's source (runs in the phone's browser: plain ES2020, no imports). */
function script(requests: Recorded[]): string {
  const enc = (s: string) => new URLSearchParams({ v: s }).toString().slice(2);
  const constants = {
    requests,
    userKey: LOCAL_KEYS.user,
    global: EARLY_GLOBAL,
    marks: [
      [MARK.token, 'token'],
      [MARK.userId, 'userId'],
      [String(MARK.time), 'time'],
    ],
    encodedMarks: [
      [enc(MARK.token), 'token'],
      [enc(MARK.userId), 'userId'],
    ],
  };
  return `(() => {
  try {
    const c = ${JSON.stringify(constants)};
    if (/WonderParent\\/|miniProgram/i.test(navigator.userAgent) || /[?&](code|token)=/.test(location.search)) return;
    const user = JSON.parse(localStorage.getItem(c.userKey) || 'null')?.user;
    if (!user?.token) return;
    const enc = (s) => new URLSearchParams({ v: s }).toString().slice(2);
    const fill = (s, marks, f) => marks.reduce((out, [mark, field]) => out.split(mark).join(f(String(user[field]))), s);
    const early = (window[c.global] = {});
    for (const r of c.requests) {
      const url = location.origin + fill(r.path, c.encodedMarks, enc);
      const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, fill(v, c.marks, (x) => x)]));
      const answer = fetch(url, { method: r.method, headers });
      answer.catch(() => {});
      early[r.method + ' ' + url] = answer;
    }
  } catch {}
})();`;
}

/** The inline script for a page: with the shell's calls on its routes. */
export async function earlyRequestsScript(shell: boolean): Promise<string> {
  const calls: [AnyEndpoint, object][] = [
    [sessionEndpoints.getAuthTokenExt, { query: { token: MARK.token } }],
  ];
  if (shell) {
    calls.push(
      [shellEndpoints.tabConfig, {}],
      [sessionEndpoints.getPersonInfo, { query: { token: MARK.token } }],
    );
  }
  return script(await record(calls));
}
