/**
 * Verify one provider's pact file against any base URL: the backend team's command.
 *
 *   pnpm --filter @wonder/pact pact:verify-provider -- --provider member-service \
 *     --base-url https://member.staging.example.com --header 'authorization: Bearer …'
 *
 * Options
 *   --provider <name>      provider name (member-service, app-api, ems-step-up, … see contracts/README.md)
 *   --base-url <url>       where the provider answers; paths of the pact are appended to it
 *   --header 'name: value' extra header on every replayed request (repeatable; e.g. real auth)
 *   --state-url <url>      the provider's own state-change endpoint (Pact POSTs {state, params, action})
 *   --simulator <origin>   the base URL is the simulator: switch its scenarios through its admin API
 *   --session <id>         simulator session to use (default pact-cli)
 *   --pact <file>          verify this file instead of contracts/pacts/wonder-parent-web-<provider>.json
 *
 * Without --state-url or --simulator the states are not set up: the provider must already be in them
 * (the table of states in contracts/README.md says what each means). Exit code 0 = verified.
 */
import { existsSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { HOST_IDS } from '@wonder/contracts';
import { hostOfProvider, PROVIDERS, pactFilePath } from '../providers';
import { SESSION_HEADER, stateHandlers } from './state-handlers';

interface Args {
  provider?: string;
  baseUrl?: string;
  headers: string[];
  stateUrl?: string;
  simulator?: string;
  session: string;
  pact?: string;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { headers: [], session: 'pact-cli' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const take = (): string => {
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    switch (flag) {
      case '--':
        break;
      case '--provider':
        args.provider = take();
        break;
      case '--base-url':
        args.baseUrl = take().replace(/\/$/, '');
        break;
      case '--header':
        args.headers.push(take());
        break;
      case '--state-url':
        args.stateUrl = take();
        break;
      case '--simulator':
        args.simulator = take().replace(/\/$/, '');
        break;
      case '--session':
        args.session = take();
        break;
      case '--pact':
        args.pact = take();
        break;
      default:
        throw new Error(`unknown option ${flag}`);
    }
  }
  return args;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const names = HOST_IDS.map((h) => PROVIDERS[h]).join(', ');
  const host = args.provider ? hostOfProvider(args.provider) : undefined;
  if (!host) throw new Error(`--provider must be one of: ${names}`);
  if (!args.baseUrl) throw new Error('--base-url is required');
  const pact = args.pact ?? pactFilePath(host);
  if (!existsSync(pact)) throw new Error(`${pact} does not exist (run pact:consumer first)`);
  for (const h of args.headers) {
    if (!/^[A-Za-z0-9-]+:\s*\S/.test(h)) throw new Error(`--header '${h}' must look like 'name: value'`);
  }
  const failures: string[] = [];
  const missingHooks: string[] = [];
  const simulator = args.simulator ? { origin: args.simulator, session: args.session } : undefined;
  const headers = [...args.headers, ...(simulator ? [`${SESSION_HEADER}: ${simulator.session}`] : [])];

  await new Verifier({
    provider: PROVIDERS[host],
    providerBaseUrl: args.baseUrl,
    pactUrls: [pact],
    ...(headers.length ? { customProviderHeaders: headers } : {}),
    ...(args.stateUrl ? { providerStatesSetupUrl: args.stateUrl } : {}),
    ...(simulator ? { stateHandlers: stateHandlers(simulator, failures, missingHooks) } : {}),
    logLevel: 'warn',
    failIfNoPactsFound: true,
  }).verifyProvider();
  if (missingHooks.length) console.warn(`pending, the simulator lacks a hook:\n${missingHooks.join('\n')}`);
  if (failures.length) {
    console.error(`state setup failed:\n${failures.join('\n')}`);
    return 1;
  }
  console.log(`${PROVIDERS[host]}: every interaction of ${pact} verified against ${args.baseUrl}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
