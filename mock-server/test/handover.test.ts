/**
 * Issue 42: state links, session bundles, Save as scenario from recorded answers, near misses (inject; the phone
 * flow in a browser is e2e/tests/phone-link.spec.ts).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import { BUNDLE_VERSION } from '@wonder/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/index';
import { headersFor, type Login } from './support/app';

let a: FastifyInstance;
let b: FastifyInstance;
let guarded: FastifyInstance;
const dir = mkdtempSync(join(tmpdir(), 'handover-'));
beforeAll(async () => {
  a = await buildApp({ scenariosDir: dir });
  b = await buildApp();
  guarded = await buildApp({ adminToken: 'a-long-admin-token' });
});
afterAll(async () => {
  await Promise.all([a.close(), b.close(), guarded.close()]);
});

const json = { 'content-type': 'application/json' };
const personInfo = ALL_ENDPOINTS.find((e) => e.id === 'app.getPersonInfo') as AnyEndpoint;
const home = (app: FastifyInstance, session: string, login: Login) =>
  app.inject({
    url: `/${personInfo.host}${personInfo.path}?token=${login.token}`,
    headers: { ...headersFor(personInfo, login), 'x-mock-session': session, referer: 'http://sim/index' },
  });

describe('state links', () => {
  it('open makes a fresh session set up as asked, logs the persona in, stores the login and redirects', async () => {
    const r = await a.inject({
      url: '/__mock/open?persona=trial-y&scenarios=slow-network&clock=2026-12-31T23:59:00&to=/index',
    });
    expect(r.statusCode).toBe(200);
    const session = r.cookies.find((c) => c.name === 'mock-session')?.value ?? '';
    expect(session).toMatch(/^qa-/);
    expect(r.body).toContain('localStorage.setItem("wonder.user"');
    expect(r.body).toContain('location.replace("/index")');
    const s = (await a.inject({ url: `/__mock/sessions/${session}` })).json();
    expect(s.scenarios).toEqual(['trial-y', 'slow-network']);
    expect(s.tokens).toBe(1);
    expect(s.clock.iso).toMatch(/^2026-12-31T15:59/);
  });

  it('answers bad links with a 400 naming the field, never a 5xx', async () => {
    for (const [query, field] of [
      ['persona=nobody', 'query.persona'],
      ['scenarios=nope', 'query.scenarios'],
      ['clock=tomorrow', 'query.clock'],
      ['to=//evil.example', 'query.to'],
      ['faults=[{', 'query.faults'],
      ['faults=[{"endpoint":"app.nope","code":"1"}]', 'query.faults.0'],
      ['bundle=b-000000', 'query.bundle'],
    ]) {
      const r = await a.inject({ url: `/__mock/open?${query}` });
      expect(r.statusCode, query).toBe(400);
      expect(r.json().error, query).toMatch(new RegExp(`^${String(field).replace('.', '\\.')}`));
    }
    expect((await a.inject({ url: '/__mock/open?id=l-00000000' })).statusCode).toBe(404);
  });

  it('with an admin token, a link carries a grant for its one session, never the token', async () => {
    const auth = { authorization: 'Bearer a-long-admin-token' };
    const made = (
      await guarded.inject({
        method: 'POST',
        url: '/__mock/sessions/qa-phone/link',
        headers: { ...auth, ...json },
        payload: { to: '/index' },
      })
    ).json();
    expect(made.granted).toBe(true);
    expect(made.url).not.toContain('a-long-admin-token');
    expect(made.qrSvg).toMatch(/^<svg/);
    const opened = await guarded.inject({ url: made.path });
    expect(opened.statusCode).toBe(200);
    expect(opened.cookies.find((c) => c.name === 'mock-session')?.value).toBe('qa-phone');
    // Without its grant, or with another link's, it does not open; nor does a hand-made link.
    const bare = made.path.replace(/&grant=.*/, '');
    expect((await guarded.inject({ url: bare })).statusCode).toBe(401);
    expect((await guarded.inject({ url: `${bare}&grant=guessed` })).statusCode).toBe(401);
    expect((await guarded.inject({ url: '/__mock/open?persona=official' })).statusCode).toBe(401);
    // The grant opens the link, not the admin API.
    expect(
      (
        await guarded.inject({
          url: `/__mock/sessions/qa-phone/journal?grant=${made.path.split('grant=')[1]}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a link from another site may open a new session, not one that exists (unless it carries a grant or the token)', async () => {
    const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const elsewhere = { ...navigate, 'sec-fetch-site': 'cross-site', referer: 'https://other.example/page' };
    const open = (app: FastifyInstance, query: string, headers: Record<string, string>) =>
      app.inject({ url: `/__mock/open?${query}`, headers });
    // The QA's session, set up from the control page (same origin).
    expect(
      (
        await open(a, 'session=qa-victim&persona=official&scenarios=slow-network', {
          ...navigate,
          'sec-fetch-site': 'same-origin',
        })
      ).statusCode,
    ).toBe(200);
    const before = (await a.inject({ url: '/__mock/sessions/qa-victim' })).json();
    // Another site's link naming it is refused (a sibling site's too: another port or subdomain).
    for (const headers of [elsewhere, { ...navigate, 'sec-fetch-site': 'same-site' }]) {
      const r = await open(a, 'session=qa-victim&persona=trial-y', headers);
      expect(r.statusCode).toBe(403);
      expect(r.json().error).toMatch(/^query\.session: 'qa-victim' already exists/);
      expect(r.cookies.find((c) => c.name === 'mock-session')).toBeUndefined();
    }
    // …and left the session as it was (a reset would drop its scenarios and its login).
    const after = (await a.inject({ url: '/__mock/sessions/qa-victim' })).json();
    expect(after.scenarios).toEqual(before.scenarios);
    expect(after.tokens).toBe(before.tokens);
    // The phone flow: a plain link from another site (a chat message) to a new session still works, and so
    // does a scanned code or a typed URL (no site) naming the existing one.
    expect((await open(a, 'session=qa-new-from-chat&persona=official', elsewhere)).statusCode).toBe(200);
    expect((await open(a, 'persona=official', elsewhere)).statusCode).toBe(200);
    expect((await open(a, 'session=qa-victim', { ...navigate, 'sec-fetch-site': 'none' })).statusCode).toBe(
      200,
    );
    // With the admin token carried, or through a link made on the control page (its grant), it opens.
    const auth = { authorization: 'Bearer a-long-admin-token' };
    await open(guarded, 'session=qa-guarded&persona=official', auth);
    expect(
      (await open(guarded, 'session=qa-guarded&persona=official', { ...elsewhere, ...auth })).statusCode,
    ).toBe(200);
    const made = (
      await guarded.inject({
        method: 'POST',
        url: '/__mock/sessions/qa-guarded/link',
        headers: { ...auth, ...json },
        payload: { to: '/index' },
      })
    ).json();
    expect((await guarded.inject({ url: made.path, headers: elsewhere })).statusCode).toBe(200);
  });
});

describe('session bundles', () => {
  it('round trip: the other simulator answers the same with the same token, and the journal comes along', async () => {
    await a.inject({ url: '/__mock/open?session=bundle-a&persona=official&to=/index' });
    const token = (
      await a.inject({ method: 'POST', url: '/__mock/sessions/bundle-a/login', headers: json, payload: {} })
    ).json();
    await a.inject({
      method: 'POST',
      url: '/__mock/sessions/bundle-a/clock',
      headers: json,
      payload: { set: '2026-06-01T08:00:00Z', freeze: true },
    });
    const before = await home(a, 'bundle-a', token);
    expect(before.statusCode, before.body).toBe(200);
    const bundle = (await a.inject({ url: '/__mock/sessions/bundle-a/bundle' })).json();
    expect(bundle.version).toBe(BUNDLE_VERSION);
    expect(bundle.journal.at(-1).page).toBe('/index');
    const imported = await b.inject({
      method: 'PUT',
      url: '/__mock/sessions/bundle-b/bundle',
      headers: json,
      payload: bundle,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().clock.iso).toBe('2026-06-01T08:00:00.000Z');
    const after = await home(b, 'bundle-b', token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before.json());
    expect(
      (await b.inject({ url: '/__mock/sessions/bundle-b/journal' })).json().entries.length,
    ).toBeGreaterThan(0);
  });

  it('refuses a bundle of an older version with the reason, and a state naming what this simulator lacks', async () => {
    const bundle = (await a.inject({ url: '/__mock/sessions/bundle-a/bundle' })).json();
    const old = await b.inject({
      method: 'PUT',
      url: '/__mock/sessions/x/bundle',
      headers: json,
      payload: { ...bundle, version: 0 },
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toMatch(/^body\.version: a bundle of version 0 comes from an older simulator/);
    const odd = await b.inject({
      method: 'PUT',
      url: '/__mock/sessions/x/bundle',
      headers: json,
      payload: { ...bundle, state: { ...bundle.state, scenarios: ['not-here'] } },
    });
    expect(odd.json().error).toMatch(/^body\.state\.scenarios: unknown scenario 'not-here'/);
  });

  it('a stored bundle opens with ?bundle=', async () => {
    const bundle = (await a.inject({ url: '/__mock/sessions/bundle-a/bundle' })).json();
    const stored = (
      await b.inject({ method: 'POST', url: '/__mock/bundles', headers: json, payload: bundle })
    ).json();
    const r = await b.inject({ url: stored.path });
    expect(r.statusCode).toBe(200);
    const session = r.cookies.find((c) => c.name === 'mock-session')?.value ?? '';
    expect((await b.inject({ url: `/__mock/sessions/${session}/clock` })).json().iso).toBe(
      '2026-06-01T08:00:00.000Z',
    );
  });
});

describe('Save as scenario from recorded answers', () => {
  it("writes a HAR's answers as a scenario that answers the same; a misfit is shown field by field, nothing written", async () => {
    const har = (await a.inject({ url: '/__mock/sessions/bundle-a/journal.har?redact=false' })).json();
    const saved = await a.inject({
      method: 'POST',
      url: '/__mock/sessions/rec/scenario-file/from-journal',
      headers: json,
      payload: { id: 'rec-home', title: 'Recorded home', har },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().file).toBe('rec-home.yaml');
    expect(saved.json().endpoints).toContain('app.getPersonInfo');
    expect(saved.json().text).not.toContain('18132748342');
    // A broken answer: its field named, nothing written.
    const broken = structuredClone(har);
    const entry = broken.log.entries.find((e: { request: { url: string } }) =>
      e.request.url.includes('getPersonInfo'),
    );
    const body = JSON.parse(entry.response.content.text);
    body.data = { ...body.data, kidName: { not: 'a string' } };
    entry.response.content.text = JSON.stringify(body);
    const refused = (
      await a.inject({
        method: 'POST',
        url: '/__mock/sessions/rec/scenario-file/from-journal',
        headers: json,
        payload: { id: 'rec-broken', title: 'Broken', har: broken },
      })
    ).json();
    expect(refused.file).toBeNull();
    expect(refused.misfits[0]).toMatchObject({ endpoint: 'app.getPersonInfo', field: 'reply.data.kidName' });
    expect(readdirSync(dir)).not.toContain('rec-broken.yaml');
  });
});

describe("Save as scenario: the session's differences a scenario file can hold", () => {
  const post = (app: FastifyInstance, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: json, payload: payload as object });
  const readReport = ALL_ENDPOINTS.find((e) => e.id === 'evaluation.updateReportReadStatus') as AnyEndpoint;
  const tabConfig = ALL_ENDPOINTS.find((e) => e.id === 'app.getTabConfig') as AnyEndpoint;
  const tabs = (app: FastifyInstance, session: string) =>
    app.inject({ url: `/${tabConfig.host}${tabConfig.path}`, headers: { 'x-mock-session': session } });

  it('round trip: saved, loaded from its file and selected in a fresh session, it answers the same; the clock and world it cannot hold are named', async () => {
    // The QA's session: a scenario, an ad-hoc fault, another persona logged in than the scenario's, the clock
    // moved, a report marked read.
    expect(
      (
        await a.inject({
          method: 'PUT',
          url: '/__mock/sessions/diff-a/scenarios',
          headers: json,
          payload: { scenarios: ['official'] },
        })
      ).statusCode,
    ).toBe(200);
    await post(a, '/__mock/sessions/diff-a/faults', {
      faults: [{ endpoint: 'app.getTabConfig', code: '50000000' }],
    });
    const login = (await post(a, '/__mock/sessions/diff-a/login', { persona: 'trial-y' })).json() as Login;
    // An hour on, frozen (the login's token lasts a week of the session's time).
    await post(a, '/__mock/sessions/diff-a/clock', { advanceMs: 3_600_000 });
    await post(a, '/__mock/sessions/diff-a/clock', { freeze: true });
    await a.inject({
      method: 'POST',
      url: `/${readReport.host}${readReport.path}`,
      headers: {
        ...headersFor(readReport, login),
        'x-mock-session': 'diff-a',
        'content-type': 'application/json',
      },
      payload: { id: 1, userId: login.userId },
    });
    const person = await home(a, 'diff-a', login);
    const tabsBefore = await tabs(a, 'diff-a');
    expect(person.statusCode, person.body).toBe(200);

    const saved = await post(a, '/__mock/sessions/diff-a/scenario-file/from-journal', {
      id: 'diff-saved',
      title: 'Saved differences',
      format: 'json',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reply = saved.json();
    expect(reply.file).toBe('diff-saved.json');
    const file = JSON.parse(readFileSync(join(dir, 'diff-saved.json'), 'utf8'));
    expect(file).toMatchObject({
      extends: ['official'],
      persona: 'trial-y',
      overrides: [{ endpoint: 'app.getTabConfig', code: '50000000' }],
    });
    expect(reply.notWritten.map((n: { what: string }) => n.what)).toEqual(['clock', 'world']);
    expect(reply.notWritten[0].reason).toMatch(/clock reads \d{4}-\d\d-\d\dT[\d:.]+Z \(frozen\)/);
    expect(reply.notWritten[1].reason).toContain('read reports: 1');

    // Loaded from its file (the save hands it to the catalogue, as hot reload would) and selected in a fresh
    // session: that session's login is the file's persona, and it answers as the QA's session did.
    const catalogue = (await a.inject({ url: '/__mock/scenarios' })).json();
    expect(catalogue.scenarios.map((x: { id: string }) => x.id)).toContain('diff-saved');
    expect(
      (
        await a.inject({
          method: 'PUT',
          url: '/__mock/sessions/diff-b/scenarios',
          headers: json,
          payload: { scenarios: ['diff-saved'] },
        })
      ).statusCode,
    ).toBe(200);
    const again = (await post(a, '/__mock/sessions/diff-b/login', {})).json() as Login;
    expect(again.userId).toBe(login.userId);
    const personAfter = await home(a, 'diff-b', again);
    expect(personAfter.statusCode).toBe(200);
    expect(personAfter.json()).toEqual(person.json());
    // The fault answers the same code and data; its default message names the scenario that simulated it.
    const tabsAfter = await tabs(a, 'diff-b');
    expect([tabsAfter.statusCode, tabsAfter.json()]).toEqual([
      tabsBefore.statusCode,
      { ...tabsBefore.json(), message: "simulated by scenario 'diff-saved'" },
    ]);
    expect(tabsBefore.json().message).toBe("simulated by scenario 'ad-hoc'");
  });

  it('a session that changed nothing beyond its scenarios writes no persona and names nothing unwritten', async () => {
    await a.inject({ url: '/__mock/open?session=diff-plain&persona=official&to=/index' });
    const reply = (
      await post(a, '/__mock/sessions/diff-plain/scenario-file/from-journal', {
        id: 'diff-plain',
        title: 'Plain',
        dryRun: true,
      })
    ).json();
    expect(reply.file).toBeNull();
    expect(reply.text).not.toMatch(/^persona:/m);
    expect(reply.notWritten).toEqual([]);
  });
});

describe('near misses', () => {
  it('names the `when` field that differed, and its suggested override matches the request', async () => {
    await a.inject({
      method: 'POST',
      url: '/__mock/sessions/near/faults',
      headers: json,
      payload: {
        faults: [{ endpoint: 'app.getProtocol', when: { query: { type: '9' } }, code: '50000000' }],
      },
    });
    await a.inject({ url: '/app/v1/common/getProtocol?type=1', headers: { 'x-mock-session': 'near' } });
    const seq = (await a.inject({ url: '/__mock/sessions/near/journal?limit=1' })).json().entries[0].seq;
    const near = (await a.inject({ url: `/__mock/sessions/near/journal/near-miss?seq=${seq}` })).json();
    expect(near.nearOverrides[0].mismatches).toEqual([{ field: 'query.type', expected: '"9"', got: '"1"' }]);
    expect(near.suggestedFault).toMatchObject({
      endpoint: 'app.getProtocol',
      when: { query: { type: '1' } },
    });
  });
});
