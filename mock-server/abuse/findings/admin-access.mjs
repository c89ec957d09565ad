/** The admin cookie after logout, 50 wrong admin-token guesses from one address, a running clock at 2099. */
import { sleep, startSimulator, timedFetch } from '../lib.mjs';

export const id = 'admin-access';
export const title = 'admin cookie, login guesses, clock end';

const TOKEN = 'abuse-admin-token';
const GUESSES = 50;

export async function run({ simulator }) {
  const sim = await startSimulator(simulator, [], { env: { MOCK_ADMIN_TOKEN: TOKEN } });
  if (!sim.origin) return { held: false, figure: 'did not start' };
  const json = { 'content-type': 'application/json' };
  const login = await timedFetch(`${sim.origin}/__mock/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token: TOKEN }),
  });
  const setCookie = login.headers?.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0];
  const maxAge = /Max-Age=(\d+)/i.exec(setCookie)?.[1];
  await timedFetch(`${sim.origin}/__mock/logout`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: '{}',
  });
  const afterLogout = await timedFetch(`${sim.origin}/__mock/sessions`, { headers: { cookie } });

  const counts = {};
  for (let i = 0; i < GUESSES; i++) {
    const r = await timedFetch(`${sim.origin}/__mock/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: `guess-${i}` }),
    });
    counts[r.status] = (counts[r.status] ?? 0) + 1;
  }

  const auth = { ...json, authorization: `Bearer ${TOKEN}` };
  await timedFetch(`${sim.origin}/__mock/sessions/qa-clock/clock`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ set: '2099-12-31T23:59:59.000Z' }),
  });
  await sleep(1500);
  const clock = JSON.parse(
    (await timedFetch(`${sim.origin}/__mock/sessions/qa-clock/clock`, { headers: auth })).text,
  );
  await sim.stop();
  const guessText = Object.entries(counts)
    .map(([s, n]) => `${n}×${s}`)
    .join(' ');
  return {
    held:
      afterLogout.status === 401 &&
      maxAge !== undefined &&
      (counts[429] ?? 0) > 0 &&
      clock.iso.startsWith('2099'),
    figure:
      `cookie Max-Age ${maxAge ?? 'none'}, after logout → ${afterLogout.status}; ${GUESSES} wrong guesses: ${guessText}; ` +
      `clock set to 2099-12-31T23:59:59Z, 1.5 s later: ${clock.iso}`,
  };
}
