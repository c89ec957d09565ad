/** The repository root, and running its commands as a user types them: real processes, real ports. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The executable behind a command's first word. `pnpm`: the pnpm running these tests (npm_execpath, set by
 * `pnpm run` / `pnpm exec`, which `npm test` uses through scripts/pnpm.mjs), else the one on PATH.
 */
export function executable(word: string): { file: string; prefix: string[] } {
  if (word === 'node') return { file: process.execPath, prefix: [] };
  if (word === 'pnpm') {
    const exec = process.env.npm_execpath;
    if (exec && /pnpm/.test(exec)) {
      return /\.[cm]?js$/.test(exec)
        ? { file: process.execPath, prefix: [exec] }
        : { file: exec, prefix: [] };
    }
  }
  return { file: word, prefix: [] };
}

/** A free TCP port on 127.0.0.1 (released at once, so a server started next can take it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The pids of `pid`'s children, from every thread of it (Linux /proc; empty where there is none). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}
/** Every process under `pid`, children first (Linux /proc): what a test must not leave running. */
export function descendantsOf(pid: number): number[] {
  const all: number[] = [];
  const queue = childrenOf(pid);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    all.push(next);
    queue.push(...childrenOf(next));
  }
  return all;
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

/**
 * The script a `pnpm` command runs: the first process under pnpm that is not a shell (pnpm runs the script
 * through `sh -c`, beside a reaper shell that SIGKILLs what the script leaves once pnpm has gone).
 */
export function scriptUnder(pid: number): number | undefined {
  const queue = childrenOf(pid);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (commandLine(next)[0] !== 'sh') return next;
    queue.push(...childrenOf(next));
  }
  return undefined;
}

export interface Running {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output: () => string;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpExecArray>;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  /**
   * Stops the command with SIGTERM (if still running) and resolves with its exit status; SIGKILL after 30 s.
   * A `pnpm` command is stopped through its script: pnpm 12 answers a SIGTERM of its own by exiting at once,
   * its reaper then SIGKILLs the script's group, racing the script's clean shutdown (seen: `pnpm dev`'s
   * 'shutting down' line missing). Signalled itself, the script closes as it would under a process manager,
   * and pnpm ends with the script's status.
   */
  stop: () => Promise<number | string>;
}

/** Starts `argv` (a README command split into words) from the repo root. */
export function start(argv: readonly string[], env: Record<string, string> = {}): Running {
  const [word = '', ...args] = argv;
  const { file, prefix } = executable(word);
  const child = spawn(file, [...prefix, ...args], {
    cwd: ROOT,
    // No colours: the tests read URLs out of the output.
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const append = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  // 'exit', not 'close': a server the command left behind would keep the pipes open.
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  // Output still in the pipes when the process exits, for up to a second (a server left behind keeps them open).
  const drained = () =>
    Promise.race([
      new Promise((resolve) => child.once('close', resolve)),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
  const waitFor = (pattern: RegExp, timeoutMs = 90_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = pattern.exec(out);
        if (!m) return;
        done();
        resolve(m);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms from \`${argv.join(' ')}\`:\n${out}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      void exited.then((code) => {
        if (!listeners.has(check)) return;
        done();
        reject(new Error(`\`${argv.join(' ')}\` exited (${code}) before ${pattern}:\n${out}`));
      });
      check();
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const script = word === 'pnpm' && child.pid !== undefined ? scriptUnder(child.pid) : undefined;
      if (script === undefined) child.kill('SIGTERM');
      else process.kill(script, 'SIGTERM');
    }
    // SIGKILL only the command itself: if it is pnpm, pnpm's reaper then kills what its script left.
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const status = await exited;
    clearTimeout(timer);
    await drained();
    return status;
  };
  return { child, output: () => out, waitFor, exited, stop };
}
