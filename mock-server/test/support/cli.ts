/** Start the real CLI (bin/mock-server.mjs) and wait for its banner: the origin it listens on. */
import { type LaunchedSimulator, launchSimulator } from '../../bin/launch.mjs';

export type RunningCli = LaunchedSimulator;

export function startCli(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<RunningCli> {
  return launchSimulator(args, { env, timeoutMs: 90_000 });
}
