/** Admin routes: the scenario catalogue, and the scenarios of a session. */
import type { FastifyInstance } from 'fastify';
import type { Scenario } from '../scenarios/types';
import { SCENARIO_GROUPS } from '../scenarios/types';
import { personaById } from '../world/personas';
import type { Session } from '../world/session';
import { describeOverride } from './describe-override';
import { bad, serve } from './route';

export async function scenarioRoutes(admin: FastifyInstance): Promise<void> {
  const { backend, engine } = admin.mock;

  const view = (s: Scenario) => {
    const resolved = engine.resolve([s.id]);
    return {
      id: s.id,
      title: s.title,
      titleZh: s.titleZh ?? null,
      description: s.description,
      group: s.group,
      extends: s.id === 'default' ? null : (s.extends ?? 'default'),
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
  serve(admin, 'sessionScenarios', ({ params }) => backend.use(params.id, current));
  serve(admin, 'setScenarios', ({ params, body }) => {
    const unknown = body.scenarios.find((id) => !engine.has(id));
    if (unknown !== undefined) bad(`body.scenarios: unknown scenario '${unknown}'`);
    return backend.use(params.id, (s) => {
      s.setScenarios(body.scenarios);
      return current(s);
    });
  });
}
