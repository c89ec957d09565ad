/**
 * The OpenAPI document the simulator serves at /__mock/openapi.json, linted as a backend team's pipeline would lint
 * it, by two linters at once: `redocly lint` (npm @redocly/cli, recommended rules + mock-server/redocly.yaml) and
 * `spectral lint` (npm @stoplight/spectral-cli, `spectral:oas` + mock-server/.spectral.yaml). The document is
 * written to a temporary file from the same builder. Fails when either reports an error; warnings are printed
 * (the one both give is Sentry's trailing slash, documented in both configs). Root `pnpm run lint` runs it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_ENDPOINTS } from '@wonder/contracts';
import { buildOpenApi } from '../src/openapi/openapi';

const require = createRequire(import.meta.url);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApi(ALL_ENDPOINTS)));

/** Run one linter's CLI with this Node; resolves with its exit code (its report goes to this terminal). */
function lint(name: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // No telemetry or update check: the lint must not depend on the network.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        SCARF_ANALYTICS: 'false',
      },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      // One report after the other, not interleaved (both run at once).
      process.stdout.write(`── ${name} ──\n${out}\n`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all([
  lint('redocly lint (recommended)', [
    require.resolve('@redocly/cli/bin/cli.js'),
    'lint',
    file,
    '--config',
    here('../redocly.yaml'),
    '--format',
    'summary',
  ]),
  lint('spectral lint (spectral:oas)', [
    require.resolve('@stoplight/spectral-cli/dist/index.js'),
    'lint',
    file,
    '--ruleset',
    here('../.spectral.yaml'),
    '--fail-severity',
    'error',
    '--format',
    'text',
  ]),
]);
rmSync(dir, { recursive: true, force: true });
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
