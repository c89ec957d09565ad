/** Admin schemas: the scenario catalogue and a session's scenarios. */
import * as z from 'zod/mini';
import { SCENARIO_GROUPS } from './routes';
import { SessionIdSchema } from './shared';

export const ScenarioGroupSchema = z.enum(SCENARIO_GROUPS);

export const ScenarioViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleZh: z.nullable(z.string()),
  description: z.string(),
  group: ScenarioGroupSchema,
  /** The scenarios it builds on, in order ('default' when it names none); empty only for 'default'. */
  extends: z.array(z.string()),
  /** The scenario file it comes from; null for the built-in catalogue. */
  file: z.nullable(z.string()),
  /** From the root ('default') to this scenario. */
  chain: z.array(z.string()),
  persona: z.string(),
  params: z.record(z.string(), z.union([z.number(), z.string()])),
  /** Human lines: persona, each override's target and effects, params. */
  affects: z.array(z.string()),
});

export const SessionScenariosSchema = z.object({
  session: SessionIdSchema,
  scenarios: z.array(z.string()),
  /** The persona the scenarios resolve to (later scenarios win). */
  persona: z.string(),
});

export const scenarioSchemas = {
  scenarios: {
    reply: z.object({ groups: z.array(ScenarioGroupSchema), scenarios: z.array(ScenarioViewSchema) }),
  },
  sessionScenarios: { reply: SessionScenariosSchema },
  setScenarios: {
    body: z.object({ scenarios: z.array(z.string().check(z.minLength(1))).check(z.maxLength(20)) }),
    reply: SessionScenariosSchema,
  },
};
