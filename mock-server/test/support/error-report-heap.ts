/**
 * What error reports of about 1 MB each leave in the heap (issue 39 item 2), in a process of its own so the
 * figure is this simulator's alone: `node --expose-gc --import tsx test/support/error-report-heap.ts <n>` posts
 * `n` reports to one session's Sentry route, collects garbage and prints the heap growth per report as JSON.
 * test/error-reports.test.ts checks it; before the fix each report kept its whole megabyte through a note.
 */
import { ERROR_REPORTS, ERROR_REPORTS_ENVELOPE_PATH } from '@wonder/contracts';
import { megabyteErrorReport } from '../../abuse/inputs.mjs';
import { buildApp } from '../../src/app';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const reports = Number(process.argv[2] ?? 40);
const url = `${ERROR_REPORTS_ENVELOPE_PATH}?sentry_key=${ERROR_REPORTS.publicKey}&sentry_version=7`;

const app = await buildApp({ logger: false });
await app.ready();
const post = (i: number) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-mock-session': 'heap' },
    payload: megabyteErrorReport(i),
  });
// Warm-up: the route, the session and its journal exist before the measure.
for (let i = 0; i < 3; i++) await post(i);
gc();
gc();
const before = process.memoryUsage().heapUsed;
const statuses = new Set<number>();
for (let i = 0; i < reports; i++) statuses.add((await post(i)).statusCode);
gc();
gc();
const after = process.memoryUsage().heapUsed;
const notes = (await app.inject({ url: '/__mock/sessions/heap/journal?limit=1' })).json().entries[0]?.note;
await app.close();
console.log(
  JSON.stringify({
    reports,
    statuses: [...statuses],
    heapGrowthMb: (after - before) / 2 ** 20,
    perReportBytes: Math.round((after - before) / reports),
    noteChars: typeof notes === 'string' ? notes.length : null,
  }),
);
