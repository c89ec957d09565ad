/**
 * The JSON Schema of scenario files, generated from ScenarioFileSchema (@wonder/contracts/admin), so editors
 * complete and check the files with the same rules the simulator applies. Committed as
 * mock-server/scenarios/scenario.schema.json (`pnpm --filter @wonder/mock-server run scenarios:schema`
 * rewrites it; test/scenario-files.test.ts fails when it is out of date) and written into any other
 * scenarios directory the simulator is started with.
 */
import { ScenarioFileSchema } from '@wonder/contracts/admin';
import { jsonSchema } from '../admin/json-schema';

export const SCENARIO_SCHEMA_FILE = 'scenario.schema.json';

/** The schema as file text (stable: the same contracts give the same bytes). */
export function scenarioFileJsonSchemaText(): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Wonder Parent simulator scenario file',
    description:
      'One scenario in the shape of the built-in catalogue (mock-server/src/scenarios/catalogue). Overrides are ' +
      'checked beyond this schema when the simulator reads the file: the code must be one the host answers, ' +
      "success data what the endpoint's schema accepts.",
    ...jsonSchema(ScenarioFileSchema, 'input'),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
