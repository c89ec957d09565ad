/**
 * Redaction by name only (issue 31): a logged-in session calls with `x-api-key`, `x-signature`, `sign`, a
 * `ticket` in the query, a `code` in the body, and its token again in a Referer and another header; then the
 * HAR export is searched for each of those values. Before: most of them verbatim. Held: none.
 */
import { json, launch, runDirectly } from '../lib.mjs';

export const id = 'redaction';
export const title = 'credential values left in the journal HAR';
export const timeoutMs = 90_000;

export async function run({ simulator }) {
  const sim = await launch(simulator);
  try {
    const session = 'qa-redact';
    const login = await (
      await fetch(`${sim.origin}/__mock/sessions/${session}/login`, {
        method: 'POST',
        headers: json,
        body: '{}',
      })
    ).json();
    const secrets = {
      token: login.token,
      'x-api-key': 'APIKEY-7f3a9c',
      'x-signature': 'SIG-4b1d77e0',
      sign: 'SIGN-99aa01',
      ticket: 'TICKET-5e2f10',
      code: 'WXCODE-31c4d5',
    };
    await fetch(`${sim.origin}/app/v1/visitor/getCountryMobilePrefixs?ticket=${secrets.ticket}&state=x`, {
      headers: {
        'x-mock-session': session,
        'x-api-key': secrets['x-api-key'],
        'x-signature': secrets['x-signature'],
        sign: secrets.sign,
        'x-trace': secrets.token,
        referer: `https://h5.example.com/?code=${secrets.code}&t=${secrets.token}`,
      },
    }).then((r) => r.arrayBuffer());
    await fetch(`${sim.origin}/member/member/aggregation/v2/pwdLogin`, {
      method: 'POST',
      headers: { ...json, 'x-mock-session': session },
      body: JSON.stringify({ code: secrets.code, note: `again ${secrets['x-api-key']}` }),
    }).then((r) => r.arrayBuffer());
    const har = await (await fetch(`${sim.origin}/__mock/sessions/${session}/journal.har`)).text();
    const left = Object.entries(secrets).filter(([, value]) => har.includes(value));
    return {
      held: left.length === 0,
      figure: `${left.length} of ${Object.keys(secrets).length} credential values left in the HAR${
        left.length ? ` (${left.map(([name]) => name).join(', ')})` : ''
      }`,
      after: left.length,
      unit: 'credential values found verbatim in the HAR',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
