/** A FIFO in the scenarios directory: at start (does it start?), and added while running (do reloads go on?). */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep, startSimulator, tempDir, timedFetch } from '../lib.mjs';

export const id = 'scenario-fifo';
export const title = 'FIFO in the scenarios directory';

const GOOD = 'id: after-fifo\ntitle: after the FIFO\nextends: trial-y\n';

export async function run({ simulator }) {
  const atStart = tempDir('fifo-start');
  execFileSync('mkfifo', [join(atStart, 'pipe.yaml')]);
  const started = Date.now();
  const first = await startSimulator(simulator, ['--scenarios-dir', atStart], { startMs: 20_000 });
  const start = first.origin
    ? `starts in ${((Date.now() - started) / 1000).toFixed(1)} s`
    : 'no banner in 20 s';
  await first.stop();

  const live = tempDir('fifo-live');
  const second = await startSimulator(simulator, ['--scenarios-dir', live]);
  if (!second.origin) return { held: false, figure: `${start}; empty dir: did not start` };
  execFileSync('mkfifo', [join(live, 'pipe.yaml')]);
  await sleep(1000);
  writeFileSync(join(live, 'after-fifo.yaml'), GOOD);
  await sleep(2000);
  const list = await timedFetch(`${second.origin}/__mock/scenarios`, {}, 10_000);
  const reloaded = list.status === 200 && list.text.includes('"after-fifo"');
  await second.stop();
  return {
    held: Boolean(first.origin) && reloaded,
    figure: `start with a FIFO: ${start}; a file added after a FIFO: ${reloaded ? 'served' : 'never read (reload blocked)'}`,
  };
}
