/**
 * What WireMock and Mockoon users reach for (issue 32): the journal filtered by endpoint, status, code and
 * body text and counted against an expectation (verify); "did you mean" for unknown endpoint ids, scenario
 * ids and paths; overrides that match on the request (`when`) and answer in turn (`sequence`); a HAR with
 * every entry's bodies within a budget, pages per navigation, and unredacted only for the session's owner.
 */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint, endpoints } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalHar } from '../src/admin/har';
import { SESSION_CAPS } from '../src/caps';
import { NO_REDACTION, type Redactor, redactor } from '../src/util/redact';
import { Journal } from '../src/world/journal';
import { adminLogin, headersFor, injectFor, rsaEncryptLikeApp, testApp } from './support/app';
import { journalRequest } from './support/journal-entry';
import { genericRequest } from './support/requests';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const SEND = endpoints.login.sendLoginCode as AnyEndpoint;
const PREFIXES = endpoints.login.getCountryMobilePrefixs as AnyEndpoint;

/** The SMS send for one phone, as the app sends it (RSA cipher: never the same text twice). */
const sendCode = (session: string, phone: string) =>
  app.inject(
    injectFor(SEND, session, {
      headers: headersFor(SEND),
      body: { areaCode: '86', phoneCipher: rsaEncryptLikeApp(phone), cipherVersion: 'v1' },
    }),
  );
const prefixes = (session: string, extra: Record<string, string> = {}) =>
  app.inject(injectFor(PREFIXES, session, { headers: { ...headersFor(PREFIXES), ...extra } }));
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/__mock${url}`, ...(payload ? { payload } : {}) });
const codeOf = (r: { json(): unknown }) => (r.json() as { code: unknown }).code;

describe('journal queries', () => {
  const S = 'jq-1';
  beforeAll(async () => {
    await sendCode(S, '13800000001');
    await sendCode(S, '13800000002');
    await prefixes(S);
    await app.inject({ method: 'GET', url: '/member/no/such/path', headers: { 'x-mock-session': S } });
  });

  it('filters the journal by endpoint, status, code and body text', async () => {
    const list = async (q: string) =>
      (await admin('GET', `/sessions/${S}/journal?${q}`))
        .json()
        .entries.map((e: { endpoint: string }) => e.endpoint);
    expect(await list(`endpoint=${SEND.id}`)).toEqual([SEND.id, SEND.id]);
    expect(await list('status=404')).toEqual([null]);
    expect(await list(`code=${codeOf(await prefixes('jq-code'))}&endpoint=${PREFIXES.id}`)).toEqual([
      PREFIXES.id,
    ]);
    expect(await list('bodyContains=%22areaCode%22%3A%2286%22')).toEqual([SEND.id, SEND.id]);
    expect(await list('bodyContains=nowhere-in-any-body')).toEqual([]);
    expect(await list(`endpoint=${SEND.id}&limit=1`)).toHaveLength(1);
  });

  it('counts and verifies like WireMock: the count, the entries, whether the expectation holds', async () => {
    const ok = await admin('POST', `/sessions/${S}/journal/count`, {
      endpoint: SEND.id,
      expect: { count: 2 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ count: 2, verified: true, unreadable: 0 });
    expect(ok.json().seqs).toHaveLength(2);
    expect(ok.json().message).toBe(`2 calls of ${SEND.id} in '${S}'; expected exactly 2: verified`);
    const no = await admin('POST', `/sessions/${S}/journal/count`, {
      endpoint: SEND.id,
      bodyContains: 'cipherVersion',
      expect: { atLeast: 3 },
    });
    expect(no.json()).toMatchObject({ count: 2, verified: false });
    expect(no.json().message).toMatch(
      /whose body contains "cipherVersion".*expected at least 3: NOT verified$/,
    );
    const none = await admin('POST', `/sessions/${S}/journal/count`, {});
    expect(none.json()).toMatchObject({ count: 4, verified: null });
  });

  it('says "did you mean" for unknown endpoint ids, scenario ids, admin paths and host paths', async () => {
    const error = async (r: Promise<{ statusCode: number; json(): unknown; body: string }>) => {
      const answer = await r;
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      return answer.body;
    };
    expect(await error(admin('GET', `/sessions/${S}/journal?endpoint=member.sendLoginCod`))).toContain(
      "query.endpoint: unknown endpoint 'member.sendLoginCod' (did you mean 'member.sendLoginCode'",
    );
    expect(await error(admin('POST', `/sessions/${S}/journal/count`, { endpoint: 'pwdLogin' }))).toMatch(
      /body\.endpoint: unknown endpoint 'pwdLogin' \(did you mean .*'member\.pwdLogin'/,
    );
    expect(await error(admin('PUT', `/sessions/${S}/scenarios`, { scenarios: ['trial_y'] }))).toContain(
      "unknown scenario 'trial_y' (did you mean 'trial-y'",
    );
    expect(await error(prefixes(S, { 'x-mock-scenario': 'tourst' }))).toContain("(did you mean 'tourist'");
    expect(
      await error(
        admin('POST', `/sessions/${S}/faults`, {
          faults: [{ endpoint: 'app.getTabConfg', code: '50000000' }],
        }),
      ),
    ).toContain("(did you mean 'app.getTabConfig'");
    expect(await error(admin('GET', `/sessions/${S}/jornal`))).toContain(
      "no route GET /__mock/sessions/jq-1/jornal (did you mean 'GET /__mock/sessions/:id/journal'",
    );
    const host = await error(
      app.inject({ method: 'POST', url: '/member/member/v2/verificationCode/login/sendd' }),
    );
    expect(host).toContain(`(did you mean 'POST /member${SEND.path}'`);
    // Nothing near: no guess.
    expect(
      await error(admin('PUT', `/sessions/${S}/scenarios`, { scenarios: ['qqqqqqqqqq'] })),
    ).not.toContain('did you mean');
  });
});

describe('overrides that match on the request and answer in turn', () => {
  it('`when` on a body field: one phone (its cipher decrypted) gets the failure, others succeed', async () => {
    const S = 'jq-when';
    const set = await admin('POST', `/sessions/${S}/faults`, {
      faults: [
        {
          endpoint: SEND.id,
          when: { body: { phoneCipher: '13800000009' } },
          code: 4011,
          message: '需要验证',
        },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().described).toEqual([
      `endpoint ${SEND.id} when body.phoneCipher="13800000009": code 4011 '需要验证'`,
    ]);
    expect(codeOf(await sendCode(S, '13800000009'))).toBe(4011);
    expect(codeOf(await sendCode(S, '13800000008'))).not.toBe(4011);
  });

  it('`when` on a query field and a header; refuses a field the endpoint does not have, with the nearest', async () => {
    const S = 'jq-when-2';
    await admin('POST', `/sessions/${S}/faults`, {
      faults: [{ endpoint: PREFIXES.id, when: { headers: { 'X-Test-Case': 'a' } }, code: '50000000' }],
    });
    expect(codeOf(await prefixes(S, { 'x-test-case': 'a' }))).toBe('50000000');
    expect(codeOf(await prefixes(S, { 'x-test-case': 'b' }))).not.toBe('50000000');
    const typo = await admin('POST', `/sessions/${S}/faults`, {
      faults: [{ endpoint: SEND.id, when: { body: { phoneCiper: '1' } }, code: 4011 }],
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error).toBe(
      `body.faults.0.when.body.phoneCiper: ${SEND.id} has no body field 'phoneCiper' (did you mean 'phoneCipher'?)`,
    );
  });

  it('a sequence answers in turn and repeats its last answer; each answer is checked against the host', async () => {
    const S = 'jq-seq';
    const set = await admin('POST', `/sessions/${S}/faults`, {
      faults: [{ endpoint: PREFIXES.id, sequence: [{ code: '50000000' }, {}, { code: '50000001' }] }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(codeOf(await prefixes(S)));
    const ok = answers[1];
    expect(ok).not.toMatch(/^5000000/);
    expect(answers).toEqual(['50000000', ok, '50000001', '50000001', '50000001']);
    const bad = await admin('POST', `/sessions/${S}/faults`, {
      faults: [{ endpoint: PREFIXES.id, sequence: [{}, { code: 4011 }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(
      /^body\.faults\.0\.sequence\.1\.code: 4011 is not a code host 'app' answers/,
    );
    const both = await admin('POST', `/sessions/${S}/faults`, {
      faults: [{ endpoint: PREFIXES.id, code: '50000000', sequence: [{}] }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toMatch(/a sequence holds the effects/);
  });

  it('`when` and `sequence` in a scenario file: one phone fails, the list fails once then answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jq-scenarios-'));
    writeFileSync(
      join(dir, 'one-phone.yaml'),
      [
        'id: one-phone',
        'title: One phone needs a captcha, the area codes fail once',
        'overrides:',
        `  - endpoint: ${SEND.id}`,
        '    when:',
        '      body:',
        '        phoneCipher: "13800000007"',
        '    code: 4011',
        `  - endpoint: ${PREFIXES.id}`,
        '    sequence:',
        '      - code: "50000000"',
        '      - {}',
      ].join('\n'),
    );
    const withFiles = await testApp({ scenariosDir: dir });
    try {
      const S = 'jq-file';
      const h = { 'x-mock-session': S, 'x-mock-scenario': 'one-phone' };
      const send = (phone: string) =>
        withFiles.inject(
          injectFor(SEND, S, {
            headers: { ...headersFor(SEND), ...h },
            body: { areaCode: '86', phoneCipher: rsaEncryptLikeApp(phone), cipherVersion: 'v1' },
          }),
        );
      expect(codeOf(await send('13800000007'))).toBe(4011);
      expect(codeOf(await send('13800000006'))).not.toBe(4011);
      const list = () =>
        withFiles.inject(injectFor(PREFIXES, S, { headers: { ...headersFor(PREFIXES), ...h } }));
      expect([codeOf(await list()), codeOf(await list()), codeOf(await list())]).toEqual([
        '50000000',
        codeOf(await prefixes('jq-plain')),
        codeOf(await prefixes('jq-plain')),
      ]);
    } finally {
      await withFiles.close();
    }
  });
});

describe('HAR', () => {
  it('keeps every entry’s bodies, one page per navigation, credentials as *** unless the owner asks', async () => {
    const S = 'jq-har';
    const login = await adminLogin(app, S);
    const e = ALL_ENDPOINTS.find((x) => x.id === 'gateway.getUnReadMsgNum') as AnyEndpoint;
    const parts = genericRequest(e, login);
    const call = (page: string) =>
      app.inject(
        injectFor(e, S, { ...parts, headers: { ...parts.headers, referer: `http://127.0.0.1:4010${page}` } }),
      );
    // More than the 50 entries whose bodies the journal used to keep.
    for (let i = 0; i < 60; i++) await call(i < 30 ? '/index' : '/parentsCenter');
    await call('/index');
    const har = (await admin('GET', `/sessions/${S}/journal.har`)).json().log;
    expect(har.entries).toHaveLength(61);
    expect(
      har.entries.every((x: { response: { content: { text?: string } } }) => x.response.content.text),
    ).toBe(true);
    expect(har.pages.map((p: { title: string }) => new URL(p.title).pathname)).toEqual([
      '/index',
      '/parentsCenter',
      '/index',
    ]);
    expect(har.entries.map((x: { pageref: string }) => x.pageref)).toEqual([
      ...Array(30).fill('page_1'),
      ...Array(30).fill('page_2'),
      'page_3',
    ]);
    expect(JSON.stringify(har)).not.toContain(login.token);

    const raw = await admin('GET', `/sessions/${S}/journal.har?redact=false`);
    expect(raw.statusCode).toBe(200);
    expect(raw.body).toContain(login.token);
    // Another machine, no admin token: refused.
    const remote = await app.inject({
      method: 'GET',
      url: `/__mock/sessions/${S}/journal.har?redact=false`,
      remoteAddress: '192.168.1.20',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error).toMatch(/^query\.redact: only the session's owner/);
  });

  it('drops the oldest entries’ headers and bodies past the byte budget and says which', () => {
    const journal = new Journal(SESSION_CAPS.journal, 1300);
    const body = 'x'.repeat(300);
    const entries = Array.from({ length: 5 }, (_, i) => {
      const entry = journalRequest(journal, { path: `/${i}`, body });
      journal.answered(entry, body);
      return entry;
    });
    expect(journal.keptBytes).toBe(1204); // two entries of 2 × 300 bytes of body and a 2-byte URL
    expect(entries.map((x) => x.detail?.bodiesDropped ?? false)).toEqual([true, true, true, false, false]);
    expect(entries[4]?.detail?.responseBody).toBe(body);
    expect(entries[0]?.detail?.requestBody).toBeNull();
    expect(entries[0]?.detail?.requestBodyChars).toBe(300);
  });

  it('the HAR says which entries the budget emptied, and redacts through the Redactor unless NO_REDACTION', () => {
    const journal = new Journal(SESSION_CAPS.journal, 1300);
    const body = JSON.stringify({ ref: 'secret-value-123456', pad: 'x'.repeat(280) });
    for (let i = 0; i < 5; i++) {
      const entry = journalRequest(journal, { path: `/${i}`, body, headers: { referer: 'http://app/home' } });
      journal.answered(entry, body);
    }
    const har = (redact: Redactor) => journalHar('s', journal.list(), 'http://x', '0', redact).log;
    const masked = har(redactor(['secret-value-123456']));
    const [oldest, , , , newest] = masked.entries;
    expect(oldest?.comment).toMatch(
      /^headers and bodies dropped: the journal keeps 262144 bytes of them per session/,
    );
    expect(oldest?.response.content.text).toBeUndefined();
    expect(oldest?.request.postData).toBeUndefined();
    expect(newest?.comment).toBeUndefined();
    expect(newest?.request.postData?.text).toContain('"ref":"***"');
    expect(newest?.response.content.text).not.toContain('secret-value-123456');
    const asSent = har(NO_REDACTION);
    expect(asSent.entries[4]?.response.content.text).toBe(body);
    expect(asSent.comment).toMatch(/as sent: credentials included/);
  });
});
