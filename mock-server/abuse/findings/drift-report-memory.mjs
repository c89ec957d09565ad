/**
 * Drifting proxied answers of 9.9 MB (issue 39 item 3): 12 of them, each from another endpoint (an entry each),
 * through the validating proxy, then the simulator's resident memory 20 s later, nobody having read the report.
 * Before: every entry's excerpt was a slice of its answer's text (224 → 1,365 MB). Held: under 200 MB of growth
 * (parsing a 9.9 MB answer takes room V8 gives back slowly; the report itself keeps a few kB).
 */
import { createServer } from 'node:http';
import { launch, rssMb, runDirectly, sleep } from '../lib.mjs';

export const id = 'drift-report-memory';
export const title = 'memory kept by the drift report of 9.9 MB drifting answers';
export const timeoutMs = 300_000;
const ANSWERS = 12;
/** GET endpoints of the app host whose data is no text (a text there is drift): one report entry each. */
const PATHS = [
  '/v1/visitor/getAuthToken',
  '/v1/visitor/getUserInfoByToken',
  '/v1/visitor/getAuthTokenExt',
  '/v1/personalCenter/getPersonInfo',
  '/v1/visitor/logout',
  '/v1/common/getSourceId',
  '/v1/common/getIsGray',
  '/v1/common/getPresentId',
  '/v1/common/getProtocol',
  '/v1/upgrade-config/getConfig',
  '/v1/visitor/getCountryMobilePrefixs',
  '/v1/index/getTabConfig',
];

export async function run({ simulator }) {
  let served = 0;
  const upstream = createServer((_req, res) => {
    served++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: '00000000', message: 'ok', data: `${served} ${'x'.repeat(9_900_000)}` }));
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const sim = await launch(simulator, ['--proxy', `app=http://127.0.0.1:${upstream.address().port}`]);
  try {
    const before = rssMb(sim.pid);
    const statuses = [];
    for (let i = 0; i < ANSWERS; i++) {
      const r = await fetch(`${sim.origin}/app${PATHS[i % PATHS.length]}?n=${i}`, {
        headers: { 'x-mock-session': `drift-${i}` },
      });
      await r.arrayBuffer();
      statuses.push(r.status);
    }
    // V8 gives back what parsing the answers took once the process is idle a while: what stays is what is kept.
    await sleep(20_000);
    const after = rssMb(sim.pid);
    const drift = await (await fetch(`${sim.origin}/__mock/drift`)).json();
    const grown = after === null ? null : after - before;
    return {
      held: sim.alive() && grown !== null && grown < 200,
      figure: `${ANSWERS} drifting answers of 9.9 MB (${drift.entries?.length ?? '?'} entries): RSS ${before} → ${after ?? 'dead'} MB${grown === null ? '' : ` (+${grown})`}`,
      after: grown,
      unit: 'MB of RSS grown',
    };
  } finally {
    await sim.stop();
    upstream.closeAllConnections();
    upstream.close();
  }
}

await runDirectly(import.meta.url, { id, run });
