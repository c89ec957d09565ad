/**
 * Bad admin input answered 500 (issue 39 item 6): a fault whose `extra` nests 5,000 deep, and Pact's state URL
 * with --admin-token and a session that does not exist. Before: 500 and 500. Held: a 4xx naming the field.
 */
import { json, launch, runDirectly } from '../lib.mjs';

export const id = 'admin-wrong-answers';
export const title = 'admin calls answered 500 for bad input';
export const timeoutMs = 120_000;
const TOKEN = 'abuse-admin-token';

export async function run({ simulator }) {
  const open = await launch(simulator);
  let extra;
  try {
    const body = `{"faults":[{"endpoint":"app.getTabConfig","code":"50000000","extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`;
    const r = await fetch(`${open.origin}/__mock/sessions/deep/faults`, {
      method: 'POST',
      headers: json,
      body,
    });
    extra = r.status;
    await r.arrayBuffer();
  } finally {
    await open.stop();
  }
  const guarded = await launch(simulator, [], { MOCK_ADMIN_TOKEN: TOKEN });
  let pact;
  try {
    const r = await fetch(`${guarded.origin}/__mock/pact/provider-states`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${TOKEN}`, 'x-mock-session': 'never-made' },
      body: JSON.stringify({ state: 'trial-y' }),
    });
    pact = r.status;
    await r.arrayBuffer();
  } finally {
    await guarded.stop();
  }
  const ok = (s) => s >= 400 && s < 500;
  return {
    held: ok(extra) && ok(pact),
    figure: `fault extra 5,000 deep: ${extra}; Pact state URL, --admin-token, unknown session: ${pact}`,
  };
}

await runDirectly(import.meta.url, { id, run });
