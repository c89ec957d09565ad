/**
 * A symlink to /dev/zero, then a 10 MB file, added to the scenarios directory while requests flow: memory, and
 * whether the reload finishes (a good file added after it is served within 10 s).
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { healthUrl, peakRssDuring, rssMb, sleep, startSimulator, tempDir, timedFetch } from '../lib.mjs';

export const id = 'scenario-dev-zero';
export const title = '/dev/zero symlink and a 10 MB file in the scenarios directory';

export async function run({ simulator }) {
  const dir = tempDir('zero');
  const sim = await startSimulator(simulator, ['--scenarios-dir', dir]);
  if (!sim.origin) return { held: false, figure: 'did not start' };
  await timedFetch(healthUrl(sim.origin));
  const base = rssMb(sim.pid);
  const statuses = [];
  const flow = async (ms) => {
    const end = Date.now() + ms;
    while (Date.now() < end) statuses.push((await timedFetch(healthUrl(sim.origin), {}, 10_000)).status);
  };
  let served = false;
  const zero = await peakRssDuring(sim.pid, async () => {
    symlinkSync('/dev/zero', join(dir, 'zero.yaml'));
    await flow(1000);
    writeFileSync(join(dir, 'after-zero.yaml'), 'id: after-zero\ntitle: after /dev/zero\n');
    for (let i = 0; i < 10 && !served; i++) {
      await flow(1000);
      served =
        (await timedFetch(`${sim.origin}/__mock/scenarios`, {}, 5000)).text?.includes('"after-zero"') ??
        false;
    }
  });
  const big = await peakRssDuring(sim.pid, async () => {
    writeFileSync(join(dir, 'big.yaml'), `id: big\ntitle: big\n#${'x'.repeat(10 * 1024 * 1024)}\n`);
    await flow(3000);
  });
  await sleep(100);
  const alive = sim.alive();
  await sim.stop();
  const ok = statuses.filter((s) => s === 200).length;
  const zeroGrowth = zero.peak - base;
  const bigGrowth = big.peak - base;
  return {
    held: alive && served && zeroGrowth < 100 && bigGrowth < 100 && ok === statuses.length,
    figure:
      `RSS ${base} MB; /dev/zero symlink: peak +${zeroGrowth} MB, ${served ? 'reload done' : 'reload still reading after 10 s'}; ` +
      `10 MB file: peak +${bigGrowth} MB; ` +
      `${ok}/${statuses.length} requests answered 200${alive ? '' : '; process exited'}`,
  };
}
