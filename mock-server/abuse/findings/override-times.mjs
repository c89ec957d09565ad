/**
 * `times: 1` past the counters' cap (issue 39 item 6): a scenario of 200 overrides used once each, with a
 * sequence (two counters apiece: 400) on top of one of 100 more (600 counters in all), then 200 calls. Before:
 * past 500 counters the oldest were dropped and their overrides fired again (199 of 200 re-fired). Held: after
 * the first call every override is used up: the other calls are the endpoint's own answer.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onceOverridesFile } from '../inputs.mjs';
import { json, launch, runDirectly, tempDir } from '../lib.mjs';

export const id = 'override-times';
export const title = '`times: 1` overrides firing again past 500 counters';
export const timeoutMs = 120_000;

export async function run({ simulator }) {
  const dir = tempDir('times');
  writeFileSync(join(dir, 'once-a.yaml'), onceOverridesFile('once-a', null, 200));
  writeFileSync(join(dir, 'once-b.yaml'), onceOverridesFile('once-b', 'once-a', 100));
  const sim = await launch(simulator, ['--scenarios-dir', dir]);
  try {
    await fetch(`${sim.origin}/__mock/sessions/qa-times/scenarios`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ scenarios: ['once-b'] }),
    }).then((r) => r.arrayBuffer());
    let refired = 0;
    const calls = 200;
    for (let i = 0; i < calls; i++) {
      const body = await (
        await fetch(`${sim.origin}/app/v1/index/getTabConfig`, { headers: { 'x-mock-session': 'qa-times' } })
      ).json();
      if (i > 0 && body.code === '50000000') refired++;
    }
    return {
      held: refired === 0,
      figure: `${refired} of ${calls - 1} calls after the first answered by an override already used up`,
      after: refired,
      unit: 'calls re-fired',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
