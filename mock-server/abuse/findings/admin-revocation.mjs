/**
 * A revoked admin cookie (issue 39 item 7): log in, log out (the cookie is revoked), then 1,001 other logins and
 * logouts, then the first cookie again. Before: the revocation list kept 1,000, so the first cookie worked again.
 * Held: still refused (401).
 */
import { inParallel, runDirectly, startSimulator } from '../lib.mjs';

export const id = 'admin-revocation';
export const title = 'a revoked admin cookie after 1,001 other logouts';
export const timeoutMs = 300_000;
const TOKEN = 'abuse-admin-token';
const OTHERS = 1001;

export async function run({ simulator }) {
  const sim = await startSimulator(simulator, [], { env: { MOCK_ADMIN_TOKEN: TOKEN } });
  if (!sim.origin) return { held: false, figure: 'did not start' };
  try {
    const json = { 'content-type': 'application/json' };
    const cycle = async () => {
      const r = await fetch(`${sim.origin}/__mock/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token: TOKEN }),
      });
      await r.arrayBuffer();
      const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
      await fetch(`${sim.origin}/__mock/logout`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: '{}',
      }).then((x) => x.arrayBuffer());
      return cookie;
    };
    const first = await cycle();
    const right = await fetch(`${sim.origin}/__mock/sessions`, { headers: { cookie: first } });
    await right.arrayBuffer();
    await inParallel(OTHERS, 20, () => cycle());
    const later = await fetch(`${sim.origin}/__mock/sessions`, { headers: { cookie: first } });
    await later.arrayBuffer();
    return {
      held: right.status === 401 && later.status === 401,
      figure: `revoked cookie: ${right.status} after its logout, ${later.status} after ${OTHERS} other logouts`,
      after: later.status,
      unit: 'status of the revoked cookie',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
