/** Pact merges interactions into existing files: start every consumer run from an empty pacts/ folder. */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PACT_DIR } from '../providers';

export default function setup(): void {
  mkdirSync(PACT_DIR, { recursive: true });
  for (const f of readdirSync(PACT_DIR)) if (f.endsWith('.json')) rmSync(join(PACT_DIR, f));
}
