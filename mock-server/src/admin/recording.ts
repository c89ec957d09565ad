/**
 * Admin routes that turn a session into something lasting: "Save as journey" (a Playwright test in the e2e
 * style, with the bundle it opens), "Save as scenario" from recorded answers (the session's proxied calls, or
 * a HAR), and a journal entry's near misses (why it was refused; which `when` it nearly matched).
 */
import type { ScenarioFile } from '@wonder/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import { DEFAULT_SCENARIO_ID } from '../overrides/engine';
import type { ScenarioOverride } from '../overrides/types';
import { writeJourney } from '../recording/journey';
import { nearOverrides, refusedFields, requestOf, suggestedFault } from '../recording/near-miss';
import { answersOfHar, overridesFromAnswers, type RecordedAnswer } from '../recording/scenario-from-journal';
import { sessionDifferences } from '../recording/session-differences';
import { codesOf } from '../scenarios/codes';
import { asAdmin } from '../store/backend';
import { exportBundle } from './bundles';
import { redactorOf } from './journal';
import { AdminError, bad, serve } from './route';

export async function recordingRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend, endpoints, engine, scenarioFiles } = admin.mock;
  const backend = asAdmin(hostBackend);
  const byId = new Map(endpoints.map((e) => [e.id, e]));

  serve(admin, 'journey', async ({ params, query }) => {
    const bundle = await backend.read(params.id, exportBundle);
    const name = `recorded-${params.id.replace(/[^A-Za-z0-9-]/g, '-').toLowerCase()}`;
    let spec: string;
    try {
      spec = writeJourney(bundle, { name, title: query.title ?? `replays session ${params.id}` });
    } catch (error) {
      return bad(`params.id: ${(error as Error).message}`);
    }
    return { file: `${name}.spec.ts`, spec, bundle };
  });

  serve(admin, 'scenarioFromJournal', async ({ params, body }) => {
    const [ids, faults, answers, differences] = await backend.read(params.id, (s) => {
      const proxied: RecordedAnswer[] = [];
      for (const e of s.journal.list().reverse()) {
        const endpoint = e.endpoint === null ? undefined : byId.get(e.endpoint);
        if (!endpoint || !e.note?.startsWith('proxy') || e.status === null) continue;
        proxied.push({ endpoint, seq: e.seq, status: e.status, body: e.detail?.responseBody ?? null });
      }
      return [[...s.scenarioIds], s.adHocFaults, proxied, sessionDifferences(s)] as const;
    });
    const recorded = overridesFromAnswers(body.har ? answersOfHar(body.har, endpoints) : answers);
    const parents = ids.filter((id) => id !== DEFAULT_SCENARIO_ID);
    const overrides = [...faults, ...recorded.overrides] as ScenarioFile['overrides'];
    const file: ScenarioFile = {
      id: body.id,
      title: body.title,
      description: body.har
        ? 'Written by Save as scenario from a HAR: the latest success answer of each endpoint.'
        : `Written by Save as scenario from session ${params.id}: its scenarios, persona, ad-hoc faults and proxied answers.`,
      ...(parents.length ? { extends: parents } : {}),
      // A HAR is someone else's recording: the session's own login says nothing about it.
      ...(differences.persona !== undefined && !body.har ? { persona: differences.persona } : {}),
      ...(overrides?.length ? { overrides } : {}),
    };
    const format = body.format ?? 'yaml';
    const text = format === 'json' ? `${JSON.stringify(file, null, 2)}\n` : stringify(file, { lineWidth: 0 });
    const answer = {
      scenario: body.id,
      text,
      endpoints: recorded.overrides.map((o) => o.endpoint),
      leftOut: recorded.leftOut,
      notWritten: body.har ? [] : differences.notWritten,
      misfits: recorded.misfits,
    };
    if (body.dryRun || recorded.misfits.length > 0) return { file: null, ...answer };
    if (!scenarioFiles)
      throw new AdminError(
        409,
        'the simulator runs without a scenarios directory (start it with --scenarios-dir <dir>)',
      );
    const saved = await scenarioFiles.save(file, format);
    if ('full' in saved) throw new AdminError(409, saved.full);
    if ('problems' in saved)
      bad(saved.problems.map((p) => `body.${p.path || 'id'}: ${p.message}`).join('; '));
    return { file: saved.file, ...answer };
  });

  serve(admin, 'nearMiss', ({ params, query }) =>
    backend.read(params.id, (s) => {
      const entry = s.journal.find(query.seq);
      if (!entry) return bad(`query.seq: no entry ${query.seq} in the journal of '${s.id}'`);
      const redact = redactorOf(s);
      const request = requestOf(entry);
      const endpoint = entry.endpoint === null ? undefined : byId.get(entry.endpoint);
      if (!request || !endpoint)
        return {
          seq: entry.seq,
          endpoint: entry.endpoint,
          refused: [],
          nearOverrides: [],
          suggestedFault: null,
        };
      const refused = entry.status === 400 ? refusedFields(endpoint, request, redact) : [];
      const near = nearOverrides(entry, request, s.scenarioIds, s.adHocFaults, engine, redact);
      const overrideOf = (source: string): ScenarioOverride | undefined => {
        const [from, index] = source.split(' #');
        const i = Number(index);
        if (from === 'ad-hoc') return s.adHocFaults[i];
        return engine.chainOf(from ?? '').find((c) => c.id === from)?.overrides?.[i];
      };
      let suggested = suggestedFault(entry, request, near, overrideOf);
      if (suggested === null && refused.length > 0) {
        // A refused call answered by a business failure of its host instead of the 400, so the app's handling
        // of that failure can be tried: a starting point the fault editor can change.
        const failure = codesOf(endpoint.host).find(
          (c) => !endpoint.successCodes.some((ok) => String(ok) === String(c.code)) && Number(c.code) !== 400,
        );
        if (failure)
          suggested = { endpoint: endpoint.id, code: failure.code, message: `${refused[0]?.field} refused` };
      }
      return {
        seq: entry.seq,
        endpoint: entry.endpoint,
        refused,
        nearOverrides: near,
        suggestedFault: suggested as never,
      };
    }),
  );
}
