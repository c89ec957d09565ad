/**
 * "Save as file" (issue 39 items 5 and 6): with 189 scenario files present, a fault whose `extra` nests 1,000 deep
 * and its save, then 10 saves (their median time) and 21 more. Before: each save re-read every file (0.9 s),
 * the saves went past the 200-file cap (230 written, 200 read), and the deep fault was taken and its save
 * answered 500. Held: a save reads back one file (median under 500 ms), none is written past 200, the deep fault
 * is a 400.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { json, launch, runDirectly, tempDir } from '../lib.mjs';

export const id = 'scenario-save';
export const title = 'Save as file past the cap, its cost, and a deeply nested fault';
export const timeoutMs = 240_000;

export async function run({ simulator }) {
  const dir = tempDir('saves');
  for (let i = 0; i < 189; i++)
    writeFileSync(
      join(dir, `filler-${i}.yaml`),
      `id: filler-${i}\ntitle: filler\noverrides:\n  - endpoint: app.getTabConfig\n    code: "50000000"\n`,
    );
  const sim = await launch(simulator, ['--scenarios-dir', dir]);
  try {
    const save = async (id) => {
      const t = performance.now();
      const r = await fetch(`${sim.origin}/__mock/sessions/saver/scenario-file`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ id, title: id }),
      });
      await r.arrayBuffer();
      return { status: r.status, ms: performance.now() - t };
    };
    const deep = `{"faults":[{"endpoint":"app.getTabConfig","code":"50000000","extra":${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}}]}`;
    const fault = await fetch(`${sim.origin}/__mock/sessions/deep/faults`, {
      method: 'POST',
      headers: json,
      body: deep,
    });
    await fault.arrayBuffer();
    const deepSave = await fetch(`${sim.origin}/__mock/sessions/deep/scenario-file`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id: 'deep-saved', title: 'deep' }),
    });
    await deepSave.arrayBuffer();
    const statuses = {};
    const times = [];
    for (let i = 0; i < 31; i++) {
      const { status, ms } = await save(`saved-${i}`);
      if (i < 10) times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const median = [...times].sort((a, b) => a - b)[5];
    const files = readdirSync(dir).filter((f) => /\.(ya?ml|json)$/.test(f) && !f.includes('schema')).length;
    const counts = Object.entries(statuses)
      .map(([s, n]) => `${n}×${s}`)
      .join(' ');
    return {
      held: files <= 200 && median < 500 && fault.status === 400 && deepSave.status < 500,
      figure: `31 saves beside 190 files: ${counts} (median of the first 10: ${median.toFixed(0)} ms), ${files} files on disk; fault extra 1,000 deep: ${fault.status}, its save: ${deepSave.status}`,
      after: files,
      unit: 'scenario files on disk',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
