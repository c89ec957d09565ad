/**
 * `mock-server drift --url http://127.0.0.1:4010 [--admin-token t] [--limit N]`: the running simulator's drift
 * report as a table, for a backend team's CI — exit 0 when the real services met the contracts, 1 when any
 * answer drifted, 2 when the report could not be read.
 */
import { parseArgs } from 'node:util';
import { createAdminClient, type DriftEntry } from '@wonder/contracts/admin/client';

export const DRIFT_USAGE =
  'Usage: mock-server drift [--url http://127.0.0.1:4010] [--admin-token <token>] [--limit 500]';

const COLUMNS = ['endpoint', 'path', 'expected', 'got', 'count', 'firstSeen', 'lastSeen'] as const;

/** A plain-text table, columns as wide as their widest cell. */
export function driftTable(entries: readonly DriftEntry[]): string {
  const rows = [COLUMNS.map(String), ...entries.map((e) => COLUMNS.map((c) => String(e[c])))];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => (r[i] as string).length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] as number))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function driftCommand(args: string[]): Promise<number> {
  try {
    return await printDrift(args);
  } catch (error) {
    // Exit 1 means drift; a CI step must tell "the backend drifted" from "the check did not run".
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(`drift: ${error instanceof Error ? error.message : String(error)}${cause}`);
    console.error(DRIFT_USAGE);
    return 2;
  }
}

async function printDrift(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:4010' },
      'admin-token': { type: 'string', default: process.env.MOCK_ADMIN_TOKEN },
      limit: { type: 'string' },
    },
  });
  const admin = createAdminClient({ baseUrl: values.url, token: values['admin-token'] || undefined });
  const report = await admin.drift(values.limit === undefined ? {} : { limit: Number(values.limit) });
  const proxied = report.proxied.map((p) => `${p.host} → ${p.url}`).join(', ') || 'none (no --proxy)';
  console.log(`Proxied: ${proxied}`);
  console.log(`Real answers checked: ${report.checked}, off contract: ${report.drifted}`);
  if (report.entries.length === 0) {
    console.log('No drift.');
    return 0;
  }
  console.log(driftTable(report.entries));
  // What each drift reaches in the repo (the coverage map): what to look at before the change ships.
  for (const e of report.entries) {
    if (!e.impact) continue;
    const i = e.impact;
    console.log(
      `${i.contract}: pinned by ${i.pacts.length} pact interaction(s), served by ${i.scenarios.length} scenario(s)` +
        ` and ${i.fixture ?? 'no fixture'}, shown by ${i.stories.length} stor${i.stories.length === 1 ? 'y' : 'ies'}`,
    );
    for (const p of i.pacts) console.log(`  pact   ${p}`);
  }
  return 1;
}
