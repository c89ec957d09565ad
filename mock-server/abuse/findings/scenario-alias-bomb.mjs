/** A 9-line YAML alias bomb in the scenarios directory: at start, and added while the simulator runs. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { healthUrl, sleep, startSimulator, tempDir, timedFetch } from '../lib.mjs';

export const id = 'scenario-alias-bomb';
export const title = 'YAML alias bomb in the scenarios directory';

export const ALIAS_BOMB = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
].join('\n');

const outcome = (sim) =>
  sim.origin ? 'starts' : sim.exitedWith ? `exit ${sim.exitedWith.code}` : 'no banner in 60 s';

export async function run({ simulator }) {
  const atStart = tempDir('bomb-start');
  writeFileSync(join(atStart, 'bomb.yaml'), ALIAS_BOMB);
  const first = await startSimulator(simulator, ['--scenarios-dir', atStart]);
  const start = outcome(first);
  await first.stop();

  const live = tempDir('bomb-live');
  const second = await startSimulator(simulator, ['--scenarios-dir', live]);
  if (!second.origin)
    return { held: false, figure: `start with the bomb: ${start}; empty dir: ${outcome(second)}` };
  writeFileSync(join(live, 'bomb.yaml'), ALIAS_BOMB);
  // Until the reload has listed the file, or the process is gone (at most 10 s).
  for (let i = 0; i < 20 && second.alive(); i++) {
    await sleep(500);
    const files = await timedFetch(`${second.origin}/__mock/scenario-files`, {}, 5000);
    if (files.text?.includes('bomb.yaml')) break;
  }
  const health = second.alive() ? await timedFetch(healthUrl(second.origin), {}, 10_000) : null;
  const after = second.alive() ? `answering ${health?.status}` : `exit ${second.exitedWith.code}`;
  await second.stop();
  return {
    held: start === 'starts' && health?.status === 200,
    figure: `start with the bomb: ${start}; bomb added while running: ${after}`,
  };
}
