/**
 * The validating proxy against a hostile real service: 4 × 100 MB answers, 4 concurrent 200 MB gzip bombs, an
 * endless trickle. The simulator's peak memory, and how long each call took against the endpoint's timeout.
 */
import { healthUrl, peakRssDuring, rssMb, startSimulator, timedFetch } from '../lib.mjs';
import { startUpstream } from '../upstream.mjs';

export const id = 'proxy-answers';
export const title = 'the validating proxy against 100 MB answers, a gzip bomb and an endless stream';
export const timeoutMs = 420_000;
/** app.getCountryMobilePrefixs' client timeout (contracts), what the proxy should hold to. */
const ENDPOINT_TIMEOUT_S = 20;

async function attack(simulator, kind, calls, concurrent) {
  const upstream = await startUpstream(kind);
  const sim = await startSimulator(simulator, ['--proxy', `app=${upstream.url}`]);
  try {
    if (!sim.origin) return { text: `${kind}: did not start`, held: false };
    const base = rssMb(sim.pid);
    const one = () => timedFetch(healthUrl(sim.origin), {}, 70_000);
    const { peak, result } = await peakRssDuring(sim.pid, async () => {
      if (concurrent) return Promise.all(Array.from({ length: calls }, one));
      const out = [];
      for (let i = 0; i < calls; i++) out.push(await one());
      return out;
    });
    const slowest = Math.max(...result.map((r) => r.ms)) / 1000;
    const statuses = result.map((r) => r.status ?? r.error).join(',');
    const alive = sim.alive();
    return {
      text: `${kind}: RSS ${base} → peak ${peak} MB (+${peak - base}), answers [${statuses}], slowest ${slowest.toFixed(1)} s${alive ? '' : ', process died'}`,
      held:
        alive &&
        peak - base < 100 &&
        result.every((r) => r.status !== null) &&
        slowest < ENDPOINT_TIMEOUT_S + 2,
    };
  } finally {
    await sim.stop();
    upstream.close();
  }
}

export async function run({ simulator, log }) {
  const parts = [];
  for (const [kind, calls, concurrent] of [
    ['big', 4, false],
    ['gzip-bomb', 4, true],
    ['trickle', 1, false],
  ]) {
    const r = await attack(simulator, kind, calls, concurrent);
    log(r.text);
    parts.push(r);
  }
  return { held: parts.every((p) => p.held), figure: parts.map((p) => p.text).join(' | ') };
}
