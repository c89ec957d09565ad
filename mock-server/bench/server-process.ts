/**
 * Start bench/server.ts (or a baseline's copy of it) in a child process and wait for the {"port":N} line it
 * prints when listening. Used by the benchmark, the soak and the tests that need real simulator processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerMode } from './paths';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
}

export interface ServerProcessOptions {
  /** Another server.ts (a baseline's); default this folder's. */
  script?: string;
  /** Added to this process's environment (SIM_SESSION_IDLE_MS, SIM_REDIS_URL…). */
  env?: Record<string, string>;
  /** Node options before the script, e.g. --expose-gc. */
  nodeArgs?: readonly string[];
}

export function startServer(mode: ServerMode, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const script = options.script ?? fileURLToPath(new URL('./server.ts', import.meta.url));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // From the package, where `tsx` resolves (the test command runs from the repo root).
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, NODE_ENV: 'development', ...options.env },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const port = (JSON.parse(line) as { port: number }).port;
      resolve({ child, port, origin: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}
