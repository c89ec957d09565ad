/** Pages on another localhost port or a LAN address calling the admin API with a QA's credentials. */
import { startSimulator, timedFetch } from '../lib.mjs';

export const id = 'admin-cors';
export const title = 'admin API from any localhost port or LAN origin';

const STRAYS = ['http://localhost:9999', 'http://192.168.1.50:8080'];

export async function run({ simulator }) {
  const sim = await startSimulator(simulator, []);
  if (!sim.origin) return { held: false, figure: 'did not start' };
  const parts = [];
  let held = true;
  for (const origin of STRAYS) {
    const read = await timedFetch(`${sim.origin}/__mock/sessions`, { headers: { origin } });
    const allow = read.headers?.get('access-control-allow-origin') ?? 'none';
    const reset = await timedFetch(`${sim.origin}/__mock/sessions/qa-victim/reset`, {
      method: 'POST',
      headers: { origin, 'x-mock-admin': '1' },
    });
    parts.push(`${origin}: allow-origin ${allow}, reset → ${reset.status}`);
    held &&= allow === 'none' && reset.status === 403;
  }
  await sim.stop();
  return { held, figure: parts.join('; ') };
}
