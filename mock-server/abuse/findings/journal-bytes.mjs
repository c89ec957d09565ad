/**
 * Journal detail per session (issue 31): 60 requests to one session, each with ~14 kB of headers (Node lets
 * 16 kB through) and a 30 kB body of 3-byte characters, then the bytes of headers and bodies the journal keeps,
 * read back through the entry view. Before: about 1.4 MB per session (headers uncapped, the body cap counted
 * characters). Held: at most the journal's byte budget (256 kB; every entry keeps its detail until the
 * budget drops the oldest entries').
 */
import { json, launch, runDirectly } from '../lib.mjs';

export const id = 'journal-bytes';
export const title = 'bytes of headers and bodies one session journal keeps';
export const timeoutMs = 120_000;
const BUDGET = 256 * 1024;

const bytesOf = (headers) =>
  headers.reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);

export async function run({ simulator }) {
  const sim = await launch(simulator);
  try {
    const session = 'qa-journal';
    const headers = { ...json, 'x-mock-session': session };
    for (let i = 0; i < 14; i++) headers[`x-pad-${i}`] = 'p'.repeat(1000);
    const body = JSON.stringify({ limit: 2, page: 1, note: '汉'.repeat(10_000) });
    for (let i = 0; i < 60; i++) {
      await fetch(`${sim.origin}/app/v1/ol-parent-show-config/homePageShowConfig`, {
        method: 'POST',
        headers,
        body,
      }).then((r) => r.arrayBuffer());
    }
    const list = await (await fetch(`${sim.origin}/__mock/sessions/${session}/journal`)).json();
    let kept = 0;
    let detailed = 0;
    for (const entry of list.entries.filter((e) => e.detail)) {
      const one = await (
        await fetch(`${sim.origin}/__mock/sessions/${session}/journal/entry?seq=${entry.seq}`)
      ).json();
      const d = one.detail;
      if (!d) continue;
      detailed++;
      kept +=
        bytesOf(d.request.headers) +
        bytesOf(d.response.headers) +
        Buffer.byteLength(d.request.body ?? '') +
        Buffer.byteLength(d.response.body ?? '');
    }
    return {
      held: kept <= BUDGET,
      figure: `${(kept / 1024).toFixed(0)} kB of headers and bodies kept in ${detailed} entries of one session (budget ${BUDGET / 1024} kB)`,
      after: kept,
      unit: 'bytes of journal detail per session',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
