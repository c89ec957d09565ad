/**
 * Every command the READMEs tell a user to run works as written, so the docs cannot rot:
 * - each one names files, packages, scripts, binaries and vitest projects that exist (checkCommand);
 * - the quick ones are run exactly as written: every `--help`, and every command of a ```sh block that starts
 *   the simulator or `pnpm dev` — started (on free ports), asked something, stopped with SIGTERM, and checked
 *   to have closed cleanly;
 * - every `curl` line of a ```sh block runs, in the README's order, against one simulator started for them (its
 *   port in place of the documented one), and must answer 2xx.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { allCommands, checkCommand, commandsOf, type DocCommand } from './support/readme';
import { freePort, start } from './support/repo';

const COMMANDS = allCommands();
/** Each distinct command once (several READMEs show `pnpm dev`). */
const distinct = (list: DocCommand[]) => [...new Map(list.map((c) => [c.line, c])).values()];
const cases = (list: DocCommand[]) => distinct(list).map((c) => [`${c.readme}: ${c.line}`, c] as const);
const words = (c: DocCommand) => c.line.split(' ');
const isHelp = (c: DocCommand) => words(c).at(-1) === '--help';
const startsSimulator = (c: DocCommand) =>
  c.fenced &&
  !isHelp(c) &&
  (/^node mock-server\/bin\/mock-server\.mjs\b/.test(c.line) ||
    /^pnpm --filter @wonder\/mock-server (run )?start\b/.test(c.line));
const isCurl = (c: DocCommand) => c.fenced && /^curl\s/.test(c.line);
const startsDev = (c: DocCommand) => c.fenced && !isHelp(c) && /^pnpm (run )?dev\b/.test(c.line);

/** Stopped by SIGTERM, the script closes and exits 0; a `pnpm` command ends with its script's status. */
const CLEAN = 0;

const refused = async (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe('README commands', () => {
  it('are found: the quick ones this test runs are there', () => {
    expect(COMMANDS.filter(isHelp).length).toBeGreaterThan(0);
    expect(COMMANDS.filter(startsSimulator).length).toBeGreaterThanOrEqual(2);
    expect(COMMANDS.filter(startsDev).length).toBeGreaterThan(0);
    expect(COMMANDS.filter(isCurl).map((c) => c.line)).toContainEqual(
      expect.stringMatching(/^curl -X DELETE /),
    );
  });

  it('the parser takes ```sh lines without comments, joins `\\` lines, and takes inline pnpm/npm spans', () => {
    const md = [
      'Run `pnpm run lint` or `node --cpu-prof`.',
      '```sh',
      '# a comment',
      'pnpm a --x \\',
      '  --y   # why',
      '```',
      '```ts',
      'pnpm not-a-command',
      '```',
    ].join('\n');
    expect(commandsOf(md, 'R.md').map((c) => [c.line, c.fenced])).toEqual([
      ['pnpm run lint', false],
      ['pnpm a --x --y', true],
    ]);
    expect(checkCommand('pnpm run no-such-script')).toMatch(/no "no-such-script" script/);
    expect(checkCommand('pnpm --filter @wonder/nothing build')).toMatch(/no such workspace package/);
    expect(checkCommand('pnpm --filter @wonder/mock-server exec mock-server')).toMatch(/no such binary/);
    expect(checkCommand('pnpm exec vitest run --project nothing')).toMatch(/no such project/);
    expect(checkCommand('node mock-server/bin/nothing.mjs')).toMatch(/no file/);
    expect(checkCommand('npx -y -p @pact-foundation/pact-cli@0.0.1 pact-verifier')).toMatch(/not a version/);
    expect(checkCommand('npx pact-verifier')).toMatch(/-p <package>@<version>/);
  });

  it.each(COMMANDS.map((c) => [`${c.readme}: ${c.line}`, c] as const))(
    'names what exists: %s',
    (_name, command) => {
      expect(checkCommand(command.line)).toBeNull();
    },
  );

  // The commands run side by side (concurrent): each mostly waits for a process to start or stop.
  it.concurrent.for(cases(COMMANDS.filter(isHelp)))('runs %s', async ([, command], { expect }) => {
    const run = start(words(command));
    const timer = setTimeout(() => void run.stop(), 60_000);
    const status = await run.exited;
    clearTimeout(timer);
    expect(status, run.output()).toBe(0);
    expect(run.output()).toMatch(/Usage/);
  });

  it.concurrent.for(cases(COMMANDS.filter(startsSimulator)))(
    'starts and stops %s',
    async ([, command], { expect }) => {
      // The documented port may be taken by a simulator already running here: any free one will do.
      const run = start(command.line.replace(/--port \d+/, '--port 0').split(' '), { PORT: '0' });
      try {
        const [, origin] = await run.waitFor(/Control page\s+(http:\/\/\S+?)\/__mock\//);
        const scenarios = /--scenario (\S+)/.exec(command.line)?.[1];
        if (scenarios) {
          expect(run.output()).toContain(`Default session scenarios: ${scenarios.split(',').join(', ')}`);
        }
        const answer = await fetch(`${origin}/__mock/scenarios`);
        expect(answer.status).toBe(200);
        expect(await run.stop(), run.output()).toBe(CLEAN);
        expect(run.output()).toMatch(/"msg":"shutting down"/);
        expect(await refused(`${origin}/__mock/scenarios`)).toBe(true);
      } finally {
        await run.stop();
      }
    },
  );

  it.concurrent('runs every curl line against a simulator, each answered 2xx', async ({ expect }) => {
    const run = start(['node', 'mock-server/bin/mock-server.mjs', '--port', '0', '--log-level', 'warn']);
    try {
      const [, origin = ''] = await run.waitFor(/Control page\s+http:\/\/(\S+?)\/__mock\//);
      // Files a line writes (curl -o) land in a scratch folder.
      const cwd = mkdtempSync(join(tmpdir(), 'readme-curl-'));
      for (const command of COMMANDS.filter(isCurl)) {
        const line = command.line.replace(/\blocalhost:4010\b/g, origin);
        // As typed in a shell (its quoting), failing on a 4xx/5xx with the answer's text.
        const { stdout } = await promisify(execFile)('sh', ['-c', `${line} --fail-with-body -sS`], {
          cwd,
        }).catch((error: { stdout?: string; stderr?: string }) => {
          throw new Error(`${command.readme}: ${line}\n${error.stderr ?? ''}${error.stdout ?? ''}`);
        });
        expect(stdout, line).not.toMatch(/"statusCode":\s*[45]\d\d/);
      }
      expect(await run.stop(), run.output()).toBe(CLEAN);
    } finally {
      await run.stop();
    }
  });

  it.concurrent.for(cases(COMMANDS.filter(startsDev)))(
    'starts and stops %s: the simulator in watch mode and Vite, which proxies to it',
    async ([, command], { expect }) => {
      const [simulatorPort, webPort] = [await freePort(), await freePort()];
      const run = start(words(command), {
        SIMULATOR_PORT: String(simulatorPort),
        WEB_PORT: String(webPort),
      });
      try {
        const simulatorUp = await run.waitFor(
          new RegExp(`Control page\\s+http://127\\.0\\.0\\.1:${simulatorPort}/__mock/`),
        );
        const viteUp = await run.waitFor(/Local:\s+(http:\/\/127\.0\.0\.1:\d+)/);
        const vite = viteUp[1];
        expect(vite).toBe(`http://127.0.0.1:${webPort}`);
        // The app's URL only once the simulator listens (its startup lines come when it does).
        expect(viteUp.index).toBeGreaterThan(simulatorUp.index);
        const through = await fetch(`${vite}/__mock/scenarios`);
        expect(through.status).toBe(200);
        expect(await through.json()).toHaveProperty('scenarios');
        expect(await run.stop(), run.output()).toBe(CLEAN);
        expect(run.output()).toMatch(/"msg":"shutting down"/);
        expect(await refused(`${vite}/`)).toBe(true);
        expect(await refused(`http://127.0.0.1:${simulatorPort}/__mock/scenarios`)).toBe(true);
      } finally {
        await run.stop();
      }
    },
  );
});
