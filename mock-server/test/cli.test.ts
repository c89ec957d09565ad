/** The CLI: starts, prints the URLs, applies --scenario to the default session, serves --web with a fallback. */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SMS_CODE } from '../src/handlers/login/codes';
import { personaById } from '../src/world/personas';
import { startCli } from './support/cli';

let child: ChildProcess;
let out = '';
let origin = '';

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'mock-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(web, 'app.js'), 'console.log(1)');
  const cli = await startCli([
    ...['--port', '0', '--scenario', 'trial-y', '--web', web, '--seed', '3', '--log-level', 'warn'],
    ...['--cors-origin', 'https://h5.wonder.example'],
  ]);
  child = cli.child;
  origin = cli.origin;
  out = cli.stdout() + cli.stderr();
}, 120_000);
afterAll(() => {
  child?.kill('SIGTERM');
});

describe('mock-server CLI', { timeout: 60_000 }, () => {
  it('prints the API base, the control page and the docs URL', () => {
    expect(out).toMatch(/API base\s+http:\/\/127\.0\.0\.1:\d+\/<host>/);
    expect(out).toContain(`${origin}/__mock/docs`);
  });

  it('says how to log in: the personas phones and passwords, the SMS code, where the others are', () => {
    for (const id of ['official', 'trial-y', 'trial-n']) {
      const p = personaById(id);
      expect(out).toMatch(new RegExp(`${id}\\s+${p.phone} / ${p.password}`));
    }
    expect(out).toContain(`SMS code ${DEV_SMS_CODE} for any phone`);
    expect(out).toContain(`${origin}/__mock/personas`);
  });

  it('sets the default session scenarios from --scenario', async () => {
    const r = await (await fetch(`${origin}/__mock/sessions/default/scenarios`)).json();
    expect(r).toMatchObject({ scenarios: ['trial-y'], persona: 'trial-y' });
  });

  it('serves the web app with an index.html fallback, but not for host or admin paths', async () => {
    expect(await (await fetch(`${origin}/app.js`)).text()).toBe('console.log(1)');
    const page = await fetch(`${origin}/parentsCenter?x=1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const member = await fetch(`${origin}/member/nothing/here`);
    expect(member.status).toBe(404);
    expect(await member.json()).toMatchObject({ code: 404 });
    const admin = await fetch(`${origin}/__mock/nothing`);
    expect(admin.status).toBe(404);
  });

  it('allows the admin API to the --cors-origin origins and no others, localhost ones included', async () => {
    const allowed = (o: string) =>
      fetch(`${origin}/__mock/scenarios`, { headers: { origin: o } }).then((r) =>
        r.headers.get('access-control-allow-origin'),
      );
    expect(await allowed('https://h5.wonder.example')).toBe('https://h5.wonder.example');
    expect(await allowed('http://localhost:5173')).toBeNull(); // the admin API: listed origins only
    expect(await allowed('https://elsewhere.example')).toBeNull();
  });
});
