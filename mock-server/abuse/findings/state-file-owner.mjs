/** Two simulators given one --state-file. */
import { join } from 'node:path';
import { startSimulator, tempDir } from '../lib.mjs';

export const id = 'state-file-owner';
export const title = 'two processes on one --state-file';

export async function run({ simulator }) {
  const file = join(tempDir('state'), 'sessions.json');
  const first = await startSimulator(simulator, ['--state-file', file]);
  if (!first.origin) return { held: false, figure: 'the first did not start' };
  const second = await startSimulator(simulator, ['--state-file', file]);
  const outcome = second.origin
    ? `second process also running (${second.origin})`
    : `second process exit ${second.exitedWith?.code}: ${second.stderr().split('\n')[0]}`;
  await second.stop();
  await first.stop();
  return { held: !second.origin && second.stderr().includes(file), figure: outcome };
}
