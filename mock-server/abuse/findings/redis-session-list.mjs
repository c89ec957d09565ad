/**
 * The session list in Redis mode (issue 31): 300 sessions of 40 tokens each in a redis-server of its own, then
 * `GET /__mock/sessions` timed (median of 5). Before: every session's whole state read and decoded for the
 * list (0.85–6.6 s with 300 large sessions). Held: the list reads only the index and the summaries (< 300 ms).
 */
import { inParallel, json, launch, launchRedis, runDirectly } from '../lib.mjs';

export const id = 'redis-session-list';
export const title = 'time of the session list with 300 sessions in Redis';
export const timeoutMs = 240_000;
const SESSIONS = 300;
const TOKENS = 40;

export async function run({ simulator, log = () => {} }) {
  const redis = await launchRedis();
  let sim;
  try {
    sim = await launch(simulator, ['--redis-url', redis.url]);
    const started = Date.now();
    await inParallel(SESSIONS * TOKENS, 40, (i) =>
      fetch(`${sim.origin}/__mock/sessions/big-${i % SESSIONS}/login`, {
        method: 'POST',
        headers: json,
        body: '{}',
      }).then((r) => r.arrayBuffer()),
    );
    log(`${SESSIONS * TOKENS} logins in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const times = [];
    let count = 0;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const list = await (await fetch(`${sim.origin}/__mock/sessions`)).json();
      times.push(performance.now() - t);
      count = list.sessions.length;
    }
    const median = Math.round(times.sort((a, b) => a - b)[2]);
    return {
      held: median < 300 && count > SESSIONS,
      figure: `GET /__mock/sessions with ${count} sessions of ${TOKENS} tokens: median ${median} ms`,
      after: median,
      unit: 'ms for the session list',
    };
  } finally {
    await sim?.stop();
    redis.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
