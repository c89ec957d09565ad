/** Admin routes: the scenario catalogue, and the scenarios of a session. */

import type { ScenarioFile } from '@wonder/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SCENARIO_ID, parentsOf, TooManyOverridesError } from '../overrides/engine';
import type { Scenario } from '../overrides/types';
import { SCENARIO_GROUPS } from '../overrides/types';
import { SCENARIO_SCHEMA_FILE, scenarioFileJsonSchemaText } from '../scenarios/file-schema';
import { asAdmin } from '../store/backend';
import { didYouMean } from '../util/did-you-mean';
import { personaById } from '../world/personas';
import type { Session } from '../world/session';
import { describeOverride } from './describe-override';
import { AdminError, bad, serve } from './route';

export async function scenarioRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend, engine, scenarioFiles } = admin.mock;
  const backend = asAdmin(hostBackend);

  const view = (s: Scenario) => {
    const resolved = engine.resolve([s.id]);
    return {
      id: s.id,
      title: s.title,
      titleZh: s.titleZh ?? null,
      description: s.description,
      group: s.group,
      extends: [...parentsOf(s)],
      file: s.file ?? null,
      chain: engine.chainOf(s.id).map((c) => c.id),
      persona: resolved.persona,
      params: resolved.params,
      affects: [
        ...(s.persona ? [`persona ${s.persona} (${personaById(s.persona).title})`] : []),
        ...(s.overrides ?? []).map(describeOverride),
        ...Object.entries(s.params ?? {}).map(([k, v]) => `param ${k}=${v}`),
      ],
    };
  };
  const current = (s: Session) => ({
    session: s.id,
    scenarios: [...s.scenarioIds],
    persona: s.scenarios.persona,
  });

  serve(admin, 'scenarios', () => ({ groups: [...SCENARIO_GROUPS], scenarios: engine.scenarios.map(view) }));
  serve(admin, 'scenarioFiles', () => scenarioFiles?.view() ?? { dir: null, files: [] });
  // For editors (the files' `$schema`): the same text as the committed scenario.schema.json. Not a route of the
  // admin contract — a document, like the OpenAPI one.
  let schemaText: string | undefined;
  admin.get(`/${SCENARIO_SCHEMA_FILE}`, async (_request, reply) => {
    schemaText ??= scenarioFileJsonSchemaText();
    return reply.type('application/schema+json; charset=utf-8').send(schemaText);
  });
  // The session's scenarios become what the new one extends, its ad-hoc faults its overrides: selecting the new
  // scenario in a fresh session gives the same answers.
  serve(admin, 'saveScenarioFile', async ({ params, body }) => {
    if (!scenarioFiles)
      throw new AdminError(
        409,
        'the simulator runs without a scenarios directory (start it with --scenarios-dir <dir>)',
      );
    const { format = 'yaml', ...head } = body;
    const [ids, overrides] = await backend.read(
      params.id,
      (s) => [[...s.scenarioIds], s.adHocFaults] as const,
    );
    const parents = ids.filter((id) => id !== DEFAULT_SCENARIO_ID);
    const saved = await scenarioFiles.save(
      {
        ...head,
        ...(parents.length ? { extends: parents } : {}),
        ...(overrides.length ? { overrides: overrides as ScenarioFile['overrides'] } : {}),
      },
      format,
    );
    if ('full' in saved) throw new AdminError(409, saved.full);
    if ('problems' in saved) {
      const p = saved.problems[0];
      bad(`body.${p?.path || 'id'}: ${p?.message ?? 'refused'}`);
    }
    return { session: params.id, file: saved.file, scenario: body.id };
  });
  serve(admin, 'sessionScenarios', ({ params }) => backend.read(params.id, current));
  serve(admin, 'setScenarios', ({ params, body }) => {
    const unknown = body.scenarios.find((id) => !engine.has(id));
    if (unknown !== undefined)
      bad(
        `body.scenarios: unknown scenario '${unknown}'${didYouMean(
          unknown,
          engine.scenarios.map((s) => s.id),
        )}`,
      );
    try {
      engine.resolve(body.scenarios.length ? body.scenarios : [DEFAULT_SCENARIO_ID]);
    } catch (error) {
      if (error instanceof TooManyOverridesError) bad(`body.scenarios: ${error.message}`);
      throw error;
    }
    return backend.use(params.id, (s) => {
      s.setScenarios(body.scenarios);
      return current(s);
    });
  });
}
