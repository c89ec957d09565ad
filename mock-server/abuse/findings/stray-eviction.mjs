/**
 * Stray app traffic evicting QA sessions (issue 31): a QA session logged in through the admin API, then 1,300
 * host requests with fresh `x-mock-session` ids. Before: the 1000-session LRU dropped the QA session (its
 * login gone). Held: the QA session still has its token.
 */
import { inParallel, json, launch, runDirectly } from '../lib.mjs';

export const id = 'stray-eviction';
export const title = 'fresh session ids from host traffic push out a logged-in QA session';
export const timeoutMs = 120_000;
const STRAYS = 1300;

export async function run({ simulator, log = () => {} }) {
  const sim = await launch(simulator);
  try {
    const login = await fetch(`${sim.origin}/__mock/sessions/qa-victim/login`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    const started = Date.now();
    await inParallel(STRAYS, 50, (i) =>
      fetch(`${sim.origin}/app/v1/visitor/getCountryMobilePrefixs`, {
        headers: { 'x-mock-session': `stray-${i}` },
      }).then((r) => r.arrayBuffer()),
    );
    log(`${STRAYS} stray requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const summary = await (await fetch(`${sim.origin}/__mock/sessions/qa-victim`)).json();
    const tokens = summary.tokens ?? 0;
    return {
      held: tokens === 1,
      figure: `after ${STRAYS} fresh ids the QA session holds ${tokens} token(s) (${tokens ? 'kept' : 'evicted and made afresh'})`,
      after: tokens,
      unit: 'tokens left in the QA session',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
