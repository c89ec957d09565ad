import type { ChildProcess } from 'node:child_process';

export interface LaunchedSimulator {
  child: ChildProcess;
  /** e.g. `http://127.0.0.1:41234` */
  origin: string;
  /** What it has printed so far. */
  stdout(): string;
  stderr(): string;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Starts `mock-server <args>` and resolves once it listens; rejects (and stops it) if it exits or times out. */
export declare function launchSimulator(
  args: readonly string[],
  /** `bin`: another checkout's CLI (a before/after comparison); this package's by default. */
  options?: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number; bin?: string },
): Promise<LaunchedSimulator>;
