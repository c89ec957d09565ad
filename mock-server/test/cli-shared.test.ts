/**
 * The simulator as a team runs it, through the real CLI: on 0.0.0.0 without a token it warns; stopped with
 * SIGTERM it saves its sessions; restarted on the same --state-file with an admin token (MOCK_ADMIN_TOKEN),
 * it refuses admin calls without the token, while the app's old token still answers on the hosts.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@wonder/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { headersFor, type Login } from './support/app';
import { startCli } from './support/cli';

const STATE = join(mkdtempSync(join(tmpdir(), 'mock-cli-state-')), 'sessions.json');
const TOKEN = 'team-admin-token-7';
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

async function start(env: Record<string, string> = {}) {
  const cli = await startCli(
    ['--port', '0', '--host', '0.0.0.0', '--state-file', STATE, '--log-level', 'warn'],
    {
      ...process.env,
      MOCK_ADMIN_TOKEN: '',
      ...env,
    },
  );
  running.push(cli.child);
  // The warning is written right after the banner.
  await new Promise((r) => setTimeout(r, 200));
  return cli;
}

const person = endpoints.session.getPersonInfo;

describe('a shared simulator', { timeout: 120_000 }, () => {
  let login: Login;

  it('warns on 0.0.0.0 without an admin token, and keeps its sessions through SIGTERM', async () => {
    const first = await start();
    expect(first.stderr()).toMatch(/WARNING: listening on 0\.0\.0\.0 without an admin token/);
    const r = await fetch(`${first.origin}/__mock/sessions/team-1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona: 'official' }),
    });
    login = (await r.json()) as Login;
    expect(login.token).toMatch(/^[0-9a-f]{48}$/);
    first.child.kill('SIGTERM');
    const [code] = await once(first.child, 'exit');
    expect(code).toBe(0);
  });

  it('restarted with a token: admin calls need it, the old app token still answers', async () => {
    const second = await start({ MOCK_ADMIN_TOKEN: TOKEN });
    expect(second.stderr()).not.toMatch(/WARNING/);
    expect(second.stdout()).toMatch(/Admin API\s+needs the admin token/);
    expect((await fetch(`${second.origin}/__mock/sessions`)).status).toBe(401);
    const withToken = await fetch(`${second.origin}/__mock/sessions/team-1`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(await withToken.json()).toMatchObject({ id: 'team-1', tokens: 1 });
    const url = `${second.origin}/${person.host}${person.path}?token=${login.token}`;
    const answer = await fetch(url, {
      headers: { ...headersFor(person, login), 'x-mock-session': 'team-1' },
    });
    expect(answer.status).toBe(200);
    second.child.kill('SIGTERM');
    await once(second.child, 'exit');
  });
});
