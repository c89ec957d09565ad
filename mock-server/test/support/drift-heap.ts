/**
 * What drifting real answers of about 10 MB leave in the drift report (issue 39 item 3), in a process of its
 * own: `node --expose-gc --import tsx test/support/drift-heap.ts <n>` checks `n` such answers of
 * endpoints of the app host the way the validating proxy does (answerChecker, then the report), drops
 * everything but the report, collects garbage and prints the heap growth and the report's size as JSON. Before
 * the fix each entry's excerpt was a slice of the answer's text, keeping all of it alive.
 */
import { ALL_ENDPOINTS } from '@wonder/contracts';
import { answerChecker } from '../../src/proxy/check-answer';
import { DriftReport } from '../../src/proxy/drift-report';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const answers = Number(process.argv[2] ?? 4);
/** Endpoints of the app host whose `data` is no text: a text there is drift, one entry per endpoint. */
const endpoints = ALL_ENDPOINTS.filter(
  (e) =>
    e.family === 'app' && answerChecker(e)(answer(0, 10)).violations.some((v) => v.path === 'reply.data'),
).slice(0, answers);
const report = new DriftReport();

/** A drifting answer of about 9.9 MB: its `data` a text where the contract has an object or a list. */
function answer(i: number, chars = 9_900_000): string {
  return JSON.stringify({ code: '00000000', message: 'ok', data: `${i} ${'x'.repeat(chars)}` });
}

gc();
gc();
const before = process.memoryUsage().heapUsed;
for (const [i, e] of endpoints.entries()) report.add(e, answerChecker(e)(answer(i)).violations);
// Past a turn of the event loop: the loop's last temporaries (an answer's text) are let go.
await new Promise((resolve) => setImmediate(resolve));
gc();
gc();
const after = process.memoryUsage().heapUsed;
const entries = report.list();
console.log(
  JSON.stringify({
    answers: endpoints.length,
    entries: entries.length,
    longestGot: Math.max(...entries.map((e) => e.got.length)),
    keptBytes: report.keptBytes,
    heapGrowthMb: (after - before) / 2 ** 20,
  }),
);
