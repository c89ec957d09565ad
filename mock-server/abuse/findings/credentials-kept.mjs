/**
 * Credentials the simulator keeps verbatim (issue 39 item 7): values sent under `auth`, `pass`, `otp`, `jwt`,
 * `openid` (names the redaction list did not have), and a JWT and a hex signature under names no list could know,
 * then the journal’s HAR searched for them; and the state file’s permissions. Before: all six verbatim, the
 * file world-readable (0644) though it holds live app tokens. Held: none left, 0600.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { json, runDirectly, startSimulator, tempDir } from '../lib.mjs';

export const id = 'credentials-kept';
export const title = 'credential values kept verbatim, and the state file’s permissions';
export const timeoutMs = 120_000;

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const HEX = '5cd1d3e830526d3428601bdbc0eb1cc1ef2b9e8a';

export async function run({ simulator }) {
  const stateFile = join(tempDir('state'), 'sessions.json');
  const sim = await startSimulator(simulator, ['--scenarios-dir', tempDir('scn'), '--state-file', stateFile]);
  if (!sim.origin) return { held: false, figure: 'did not start' };
  let left;
  let sent;
  try {
    sent = { auth: 'a1-plain-auth', pass: 'hunter2-pass', otp: '424242', jwt: JWT, openid: 'oWX-open-id-77' };
    await fetch(`${sim.origin}/__mock/sessions/qa-cred/login`, {
      method: 'POST',
      headers: json,
      body: '{}',
    }).then((r) => r.arrayBuffer());
    await fetch(`${sim.origin}/app/v1/visitor/getCountryMobilePrefixs?${new URLSearchParams(sent)}`, {
      headers: { 'x-mock-session': 'qa-cred', 'x-request-signature-v2': HEX, 'x-session-blob': JWT },
    }).then((r) => r.arrayBuffer());
    const har = await (await fetch(`${sim.origin}/__mock/sessions/qa-cred/journal.har`)).text();
    left = [...Object.entries(sent), ['a hex header', HEX]]
      .filter(([, v]) => har.includes(v))
      .map(([k]) => k);
  } finally {
    await sim.stop();
  }
  let mode;
  try {
    mode = (statSync(stateFile).mode & 0o777).toString(8).padStart(4, '0');
  } catch {
    mode = 'not written';
  }
  return {
    held: left.length === 0 && mode === '0600',
    figure: `${left.length} of 6 values verbatim in the HAR${left.length ? ` (${left.join(', ')})` : ''}; state file mode ${mode}`,
    after: left.length,
    unit: 'credential values found verbatim',
  };
}

await runDirectly(import.meta.url, { id, run });
