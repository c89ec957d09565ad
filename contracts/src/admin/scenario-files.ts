/**
 * Admin schemas: scenarios as files. A file in the simulator's scenarios directory (YAML or JSON) holds one
 * scenario in the same shape as the built-in catalogue: id, titles, description, group, what it extends, a
 * persona, overrides, params. ScenarioFileSchema is also written out as a JSON Schema
 * (mock-server/scenarios/scenario.schema.json) so editors complete and check the files.
 */
import * as z from 'zod/mini';
import { ALL_ENDPOINTS } from '../endpoints';
import { overrideChecks, overrideShape } from './faults';
import { SCENARIO_GROUPS } from './routes';
import { SessionIdSchema } from './shared';

/** Scenario ids: no comma (the x-mock-scenario header is a list), no slash (they name files). */
export const SCENARIO_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const ScenarioIdSchema = z
  .string()
  .check(z.regex(SCENARIO_ID_PATTERN, `scenario id must match ${SCENARIO_ID_PATTERN}`));

const ENDPOINT_IDS = ALL_ENDPOINTS.map((e) => e.id) as [string, ...string[]];

export const ScenarioFileOverrideSchema = z
  .strictObject({
    ...overrideShape,
    /** An endpoint id of the contracts (`member.pwdLogin`, `app.getTabConfig`…). */
    endpoint: z.optional(
      z.enum(ENDPOINT_IDS, { error: (issue) => `unknown endpoint ${JSON.stringify(issue.input)}` }),
    ),
  })
  .check(...overrideChecks);

export const ScenarioFileSchema = z.strictObject({
  /** Where editors find this schema (ignored by the simulator). */
  $schema: z.optional(z.string()),
  id: ScenarioIdSchema,
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  titleZh: z.optional(z.string().check(z.maxLength(200))),
  description: z.optional(z.string().check(z.maxLength(2000))),
  group: z.optional(z.enum(SCENARIO_GROUPS)),
  /** The scenario, or the scenarios in order, this one builds on; 'default' when omitted. */
  extends: z.optional(
    z.union([ScenarioIdSchema, z.array(ScenarioIdSchema).check(z.minLength(1), z.maxLength(20))]),
  ),
  /** A persona id of the fixtures (`official`, `trial-y`, `tourist`…). */
  persona: z.optional(z.string().check(z.minLength(1))),
  overrides: z.optional(z.array(ScenarioFileOverrideSchema).check(z.maxLength(200))),
  /** Knobs stateful handlers read (keepAliveLimit, smsCaptchaRequired…). */
  params: z.optional(z.record(z.string(), z.union([z.number(), z.string()]))),
});
export type ScenarioFile = z.output<typeof ScenarioFileSchema>;

export const ScenarioFileProblemSchema = z.object({
  /** Where in the file: a field path like `overrides.1.code`, or '' for the file itself. */
  path: z.string(),
  /** 1-based line of that field (1 for a problem of the whole file: unreadable, too large, not YAML). */
  line: z.number().check(z.int(), z.positive()),
  message: z.string(),
});

export const ScenarioFileViewSchema = z.object({
  /** The file's name in the directory. */
  file: z.string(),
  /** 'refused': its last version failed the checks (`problems`); its last good version, if any, still serves. */
  status: z.enum(['loaded', 'refused']),
  /** Scenario ids served from it. */
  scenarios: z.array(z.string()),
  problems: z.array(ScenarioFileProblemSchema),
  /** When the version now served was read. */
  loadedAt: z.nullable(z.iso.datetime()),
});

export const scenarioFileSchemas = {
  scenarioFiles: {
    reply: z.object({
      /** The scenarios directory, or null when the simulator runs without one. */
      dir: z.nullable(z.string()),
      files: z.array(ScenarioFileViewSchema),
    }),
  },
  saveScenarioFile: {
    body: z.object({
      id: ScenarioIdSchema,
      title: z.string().check(z.minLength(1), z.maxLength(200)),
      titleZh: z.optional(z.string().check(z.maxLength(200))),
      description: z.optional(z.string().check(z.maxLength(2000))),
      group: z.optional(z.enum(SCENARIO_GROUPS)),
      format: z.optional(z.enum(['yaml', 'json'])),
    }),
    reply: z.object({
      session: SessionIdSchema,
      file: z.string(),
      scenario: z.string(),
    }),
  },
};
