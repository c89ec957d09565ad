/**
 * `redocly lint` (npm @redocly/cli, recommended rules + mock-server/redocly.yaml) of the OpenAPI document the
 * simulator serves at /__mock/openapi.json: written to a temporary file from the same builder, then linted as a
 * backend team's pipeline would lint it. Exit code: redocly's (errors fail; warnings are printed). Root
 * `pnpm run lint` runs it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_ENDPOINTS } from '@wonder/contracts';
import { buildOpenApi } from '../src/admin/openapi';

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const config = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApi(ALL_ENDPOINTS)));
const run = spawnSync(process.execPath, [redocly, 'lint', file, '--config', config, '--format', 'summary'], {
  stdio: 'inherit',
  // No telemetry or update check: the lint must not depend on the network.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
