/**
 * Admin-token guesses from many addresses (issue 39 item 7): 60 loopback addresses (127.0.1.1 … 127.0.1.60) guess
 * 10 times each, 600 in all, 20 at a time (a guess unanswered after 5 s is given up: `held`), then a 61st address
 * logs in with the right token. Before: no 429 (the throttle counted per address only, 10 each). Held: past 100
 * wrong tokens in all, every guessing address waits its turn and most guesses are 429 unchecked or held; the
 * owner's right token gets in.
 */
import { request } from 'node:http';
import { inParallel, runDirectly, startSimulator } from '../lib.mjs';

export const id = 'admin-guessing';
export const title = 'admin-token guesses spread over 60 addresses';
export const timeoutMs = 300_000;
const TOKEN = 'abuse-admin-token';
const ADDRESSES = 60;
const EACH = 10;

/**
 * POST /__mock/login from `localAddress`; resolves with the status, or 'held' when no answer came within `waitMs`
 * (a guess made to wait its turn: an attacker's is slowed as much).
 */
function login(origin, token, localAddress, waitMs = 60_000) {
  const url = new URL('/__mock/login', origin);
  const body = JSON.stringify({ token });
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve('held'));
    req.setTimeout(waitMs, () => req.destroy());
    req.end(body);
  });
}

export async function run({ simulator }) {
  const sim = await startSimulator(simulator, [], { env: { MOCK_ADMIN_TOKEN: TOKEN } });
  if (!sim.origin) return { held: false, figure: 'did not start' };
  try {
    const started = Date.now();
    const statuses = await inParallel(ADDRESSES * EACH, 20, (i) =>
      login(sim.origin, `guess-${i}`, `127.0.1.${(i % ADDRESSES) + 1}`, 5000),
    );
    const counts = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const owner = await login(sim.origin, TOKEN, '127.0.2.1');
    const text = Object.entries(counts)
      .map(([s, n]) => `${n}×${s}`)
      .join(' ');
    return {
      held: (counts[429] ?? 0) > 0 && (counts[401] ?? 0) < 200 && owner === 200,
      figure: `${ADDRESSES * EACH} wrong tokens from ${ADDRESSES} addresses in ${seconds} s: ${text}; the owner's right token from another address → ${owner}`,
      after: counts[401] ?? 0,
      unit: 'wrong tokens checked',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
