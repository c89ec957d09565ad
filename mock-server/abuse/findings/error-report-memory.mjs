/**
 * Error reports of about 1 MB each on the Sentry route (issue 39 item 2), no token needed: 150 of them to one
 * session, then the simulator's resident memory. Before: each kept its megabyte through a 300-character note
 * (a V8 slice of the whole report): +167 MB per session, and a 400 MB heap died after 356 reports. Held: the
 * growth stays under 60 MB (the journal keeps bounded copies).
 */

import { megabyteErrorReport } from '../inputs.mjs';
import { launch, rssMb, runDirectly, sleep } from '../lib.mjs';

export const id = 'error-report-memory';
export const title = 'memory kept by error reports of 1 MB each';
export const timeoutMs = 240_000;
const REPORTS = 150;

export async function run({ simulator }) {
  const sim = await launch(simulator);
  try {
    const url = `${sim.origin}/sentry/api/1/envelope/?sentry_key=wonderparent&sentry_version=7`;
    const post = (i) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-mock-session': 'qa-reports' },
        body: megabyteErrorReport(i),
      }).then((r) => r.status);
    for (let i = 0; i < 5; i++) await post(i);
    await sleep(2000);
    const before = rssMb(sim.pid);
    const statuses = new Map();
    for (let i = 0; i < REPORTS; i++) {
      const s = await post(i);
      statuses.set(s, (statuses.get(s) ?? 0) + 1);
    }
    await sleep(3000);
    const after = rssMb(sim.pid);
    const grown = after === null ? null : after - before;
    return {
      held: sim.alive() && grown !== null && grown < 60,
      figure: `${REPORTS} reports of 1 MB (${[...statuses].map(([s, n]) => `${n}×${s}`).join(' ')}): RSS ${before} → ${after ?? 'dead'} MB${grown === null ? '' : ` (+${grown})`}`,
      after: grown,
      unit: 'MB of RSS grown',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
