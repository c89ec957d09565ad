/**
 * The admin cookie after logout, the login throttle, a running clock at 2099. From one address: 10 wrong tokens,
 * then the right one (before issue 39 refused for 10 minutes: anyone could lock the owner out), then 40 wrong ones
 * at once (held guesses wait their turn, 5 s apart, and past a 30 s wait are 429 unchecked).
 */
import { sleep, startSimulator, timedFetch } from '../lib.mjs';

export const id = 'admin-access';
export const title = 'admin cookie, login guesses, clock end';
export const timeoutMs = 150_000;

const TOKEN = 'abuse-admin-token';
const WRONG = 10;
const BURST = 40;

export async function run({ simulator }) {
  const sim = await startSimulator(simulator, [], { env: { MOCK_ADMIN_TOKEN: TOKEN } });
  if (!sim.origin) return { held: false, figure: 'did not start' };
  const json = { 'content-type': 'application/json' };
  const login = (token) =>
    timedFetch(
      `${sim.origin}/__mock/login`,
      { method: 'POST', headers: json, body: JSON.stringify({ token }) },
      60_000,
    );
  const first = await login(TOKEN);
  const setCookie = first.headers?.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0];
  const maxAge = /Max-Age=(\d+)/i.exec(setCookie)?.[1];
  await timedFetch(`${sim.origin}/__mock/logout`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: '{}',
  });
  const afterLogout = await timedFetch(`${sim.origin}/__mock/sessions`, { headers: { cookie } });

  const wrong = {};
  for (let i = 0; i < WRONG; i++) {
    const r = await login(`guess-${i}`);
    wrong[r.status] = (wrong[r.status] ?? 0) + 1;
  }
  const right = await login(TOKEN);
  for (let i = 0; i < WRONG; i++) await login(`again-${i}`);
  const burst = {};
  for (const r of await Promise.all(Array.from({ length: BURST }, (_, i) => login(`burst-${i}`))))
    burst[r.status ?? r.error] = (burst[r.status ?? r.error] ?? 0) + 1;

  const auth = { ...json, authorization: `Bearer ${TOKEN}` };
  await timedFetch(`${sim.origin}/__mock/sessions/qa-clock/clock`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ set: '2099-12-31T23:59:59.000Z' }),
  });
  await sleep(1500);
  const clock = JSON.parse(
    (await timedFetch(`${sim.origin}/__mock/sessions/qa-clock/clock`, { headers: auth }, 60_000)).text,
  );
  await sim.stop();
  const text = (counts) =>
    Object.entries(counts)
      .map(([s, n]) => `${n}×${s}`)
      .join(' ');
  return {
    held:
      afterLogout.status === 401 &&
      maxAge !== undefined &&
      right.status === 200 &&
      (burst[429] ?? 0) > 0 &&
      clock.iso.startsWith('2099'),
    figure:
      `cookie Max-Age ${maxAge ?? 'none'}, after logout → ${afterLogout.status}; ${WRONG} wrong: ${text(wrong)}, then the right token → ${right.status}; ` +
      `${BURST} wrong at once after 10 more: ${text(burst)}; clock set to 2099-12-31T23:59:59Z, 1.5 s later: ${clock.iso}`,
  };
}
