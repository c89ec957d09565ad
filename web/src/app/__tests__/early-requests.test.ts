/**
 * The inline script of a prerendered page (app/early-requests.ts) starts exactly the requests the app's
 * client would make for the stored login, and the client (lib/client.ts) takes those answers instead of asking
 * again.
 */
import { sessionEndpoints } from '@wonder/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppClient } from '../../lib/client';
import { EARLY_GLOBAL, takeEarly } from '../../lib/early-requests';
import { LOCAL_KEYS } from '../../platform/storage';
import { earlyRequestsScript } from '../early-requests';

const USER = { token: 'tok+/=1', userId: 'u-42', time: 1_700_000_000_000 };

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: '00000000', count: null, message: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });
}

async function runScript(shell: boolean): Promise<Request[]> {
  const started: Request[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    started.push(new Request(input, init));
    return envelope({ ...USER, studentStatus: 'OFFICIAL_STUDENT' });
  });
  new Function(await earlyRequestsScript(shell))();
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
});

describe('the early requests of a prerendered page', () => {
  it('start nothing without a stored login', async () => {
    expect(await runScript(true)).toEqual([]);
  });

  it("start the status lookup, and on the shell's routes its two calls, as the app's client sends them", async () => {
    localStorage.setItem(LOCAL_KEYS.user, JSON.stringify({ user: USER, student: {}, openId: null }));
    const started = await runScript(true);
    expect(started.map((r) => new URL(r.url).pathname)).toEqual([
      '/app/v1/visitor/getAuthTokenExt',
      '/app/v1/index/getTabConfig',
      '/app/v1/personalCenter/getPersonInfo',
    ]);
    expect(await runScript(false)).toHaveLength(1);

    // The app's client, for the same login, asks for exactly the first one: it takes the early answer.
    const sent = vi.fn(async () => envelope({}));
    const client = createAppClient({
      store: { credentials: () => USER } as never,
      fetch: (input, init) => takeEarly(input, init) ?? sent(),
    });
    const status = await client.call(sessionEndpoints.getAuthTokenExt, { query: { token: USER.token } });
    expect(status.studentStatus).toBe('OFFICIAL_STUDENT');
    expect(sent).not.toHaveBeenCalled();
    const person = started[2];
    expect(new URL(person?.url ?? '').searchParams.get('token')).toBe(USER.token);
    expect(person?.headers.get('klzz_ol_home_uid')).toBe(USER.userId);
    expect(person?.headers.get('klzz_ol_home_time')).toBe(String(USER.time));
  });

  it('are taken once: a second ask goes to the network', async () => {
    localStorage.setItem(LOCAL_KEYS.user, JSON.stringify({ user: USER, student: {}, openId: null }));
    const [first] = await runScript(false);
    const request = new Request(first?.url ?? '');
    expect(takeEarly(request)).toBeDefined();
    expect(takeEarly(request)).toBeUndefined();
  });
});
