/** `pnpm --filter @wonder/mock-server run scenarios:schema`: rewrite the committed JSON Schema of scenario files. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCENARIO_SCHEMA_FILE, scenarioFileJsonSchemaText } from './file-schema';
import { DEFAULT_SCENARIOS_DIR } from './files';

const path = join(DEFAULT_SCENARIOS_DIR, SCENARIO_SCHEMA_FILE);
await mkdir(DEFAULT_SCENARIOS_DIR, { recursive: true });
await writeFile(path, scenarioFileJsonSchemaText());
console.log(`wrote ${path}`);
