/**
 * Deeply nested brackets in the scenarios directory (issue 39 item 1): two 4 kB files of 2,000 levels at start,
 * then a 40 kB file of 20,000 levels added while it runs, then another change of the directory (the second
 * parse of such a text is what made V8 abort: exit 134). Before: the start aborts; a running one dies at the
 * next change. Held: it starts, lists the files as refused, and answers after both changes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { healthUrl, runDirectly, sleep, startSimulator, tempDir, timedFetch } from '../lib.mjs';

export const id = 'scenario-deep-nesting';
export const title = 'scenario files of deeply nested brackets';
export const timeoutMs = 300_000;

const nested = (id, levels) => `{"id":"${id}","title":"t","x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const outcome = (sim) =>
  sim.origin
    ? 'starts'
    : sim.exitedWith
      ? `exit ${sim.exitedWith.code ?? sim.exitedWith.signal}`
      : 'no banner in 60 s';
const ended = (sim) => `exit ${sim.exitedWith.code ?? sim.exitedWith.signal}`;

/** Until the directory view lists `name` (the reload ran), or the process is gone (at most 20 s). */
async function waitListed(sim, name) {
  for (let i = 0; i < 40 && sim.alive(); i++) {
    await sleep(500);
    const files = await timedFetch(`${sim.origin}/__mock/scenario-files`, {}, 5000);
    if (files.text?.includes(name)) return;
  }
}

export async function run({ simulator }) {
  const atStart = tempDir('deep-start');
  writeFileSync(join(atStart, 'deep-1.json'), nested('deep-1', 2000));
  writeFileSync(join(atStart, 'deep-2.yaml'), nested('deep-2', 2000));
  const first = await startSimulator(simulator, ['--scenarios-dir', atStart]);
  const start = outcome(first);
  await first.stop();

  const live = tempDir('deep-live');
  const second = await startSimulator(simulator, ['--scenarios-dir', live]);
  if (!second.origin)
    return {
      held: false,
      figure: `two files of 2,000 levels at start: ${start}; empty dir: ${outcome(second)}`,
    };
  writeFileSync(join(live, 'bomb.json'), nested('bomb', 20_000));
  await waitListed(second, 'bomb.json');
  const afterBomb = second.alive() ? 'alive' : ended(second);
  writeFileSync(join(live, 'good.yaml'), 'id: good\ntitle: good\n');
  await waitListed(second, 'good.yaml');
  await sleep(1000);
  const health = second.alive() ? await timedFetch(healthUrl(second.origin), {}, 10_000) : null;
  const after = second.alive() ? `answering ${health?.status}` : ended(second);
  await second.stop();
  return {
    held: start === 'starts' && health?.status === 200,
    figure: `two files of 2,000 levels at start: ${start}; 20,000 levels added: ${afterBomb}; after the next change: ${after}`,
  };
}

await runDirectly(import.meta.url, { id, run });
