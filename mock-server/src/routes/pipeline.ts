/**
 * The request pipeline of every simulated endpoint, built once per route from its contract:
 *   session → journal → scenario overrides (delay, fault, code/message/data) → token check → request
 *   validation (headers, query, body) → handler (stateful, or fixture success data) → reply validation
 *   → send.
 * Everything that can be precomputed from the contract (schemas, auth rules, reply schema) is, so the
 * per-request work is the checks themselves.
 */
import {
  type AnyEndpoint,
  envelopeOf,
  FAMILIES,
  HEADER_RULES,
  type HostId,
  isSuccessCode,
} from '@wonder/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { applyFault, type FaultOptions, type HeldRequests, sleep } from '../faults';
import type { DefinedHandler } from '../handlers/define';
import { type HandlerResult, ok } from '../handlers/result';
import { planRequest, resolveData, type ScenarioEngine } from '../scenarios/engine';
import type { Rng } from '../util/rng';
import type { DataSource } from '../world/data';
import { personaById } from '../world/personas';
import type { Session, SessionStore } from '../world/session';
import type { IssuedToken } from '../world/world';
import { AUTH_FAILURE, authRulesOf, checkAuth, peekToken } from './auth';
import { beginRequest, finishEntry, type RequestState } from './context';
import { familyCode, successCodeOf, successEnvelope } from './envelope';
import { sendFailure } from './failure';
import { Context } from './handler-context';
import { describeIssues } from './validate';

declare module 'fastify' {
  interface FastifyRequest {
    mockState: RequestState | null;
  }
  interface FastifyContextConfig {
    endpoint?: AnyEndpoint;
    host?: HostId;
  }
}

export interface PipelineDeps {
  sessions: SessionStore;
  engine: ScenarioEngine;
  handlers: ReadonlyMap<string, DefinedHandler>;
  data: DataSource;
  validateReplies: boolean;
  held: HeldRequests;
  faultOptions: FaultOptions;
  rng: Rng;
}

export function createEndpointRoute(endpoint: AnyEndpoint, deps: PipelineDeps) {
  const authRules = authRulesOf(endpoint);
  const headerChecks = endpoint.headers.map((rule) => HEADER_RULES[rule] as z.ZodMiniType);
  const replySchema = deps.validateReplies ? envelopeOf(FAMILIES[endpoint.family], endpoint.data) : null;
  const handler = deps.handlers.get(endpoint.id)?.handle;
  const querySchema = endpoint.query;
  const bodySchema = endpoint.body;

  return async function route(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const begun = beginRequest(request, deps.sessions, deps.engine, endpoint.host, endpoint.id);
    if (!begun.ok)
      return sendFailure(reply, { state: null, endpoint, status: 400, code: 400, message: begun.message });
    const state = begun.state;
    request.mockState = state;
    const { session, scenarios, entry } = state;
    reply.header('x-mock-session', session.id);

    const plan = planRequest(
      scenarios.overridesFor(endpoint),
      session.adHocFaults,
      endpoint,
      session.world.overrideCounters,
    );
    if (plan.scenarioId) entry.scenario = plan.scenarioId;
    if (plan.delayMs > 0) {
      entry.fault = `delay:${plan.delayMs}`;
      await sleep(plan.delayMs);
    }
    if (plan.fault) {
      entry.fault = plan.fault;
      const status = applyFault(
        plan.fault,
        request,
        reply,
        endpoint.family,
        endpoint.timeoutMs,
        deps.held,
        deps.faultOptions,
      );
      finishEntry(state, status, null, `fault ${plan.fault}`);
      return reply.sent ? reply : undefined;
    }

    const now = session.now();
    const scenarioPersona = personaById(scenarios.persona);

    // A failure code from a scenario answers before any check: the scenario *is* the server's answer.
    if (plan.code !== undefined && !isSuccessCode(endpoint.successCodes, plan.code)) {
      const data = plan.hasData
        ? resolveData(plan.data, {
            endpoint,
            persona: scenarioPersona,
            now,
            base: () => deps.data.copy(endpoint.id, scenarioPersona, now),
          })
        : null;
      return sendFailure(reply, {
        state,
        endpoint,
        status: plan.status ?? 200,
        code: plan.code,
        message: plan.message ?? `simulated by scenario '${plan.scenarioId}'`,
        data,
        note: `scenario ${plan.scenarioId}`,
        extra: plan.extra,
      });
    }

    let issued: IssuedToken | undefined;
    if (authRules.length > 0) {
      const auth = checkAuth(authRules, request.headers, session);
      if (!auth.ok) {
        const f = AUTH_FAILURE[auth.kind];
        return sendFailure(reply, {
          state,
          endpoint,
          status: 401,
          code: f.code,
          message: f.message,
          note: `auth: ${auth.kind} token`,
        });
      }
      issued = auth.issued;
    } else {
      issued = peekToken(request.headers, session);
    }

    for (const schema of headerChecks) {
      const r = schema.safeParse(request.headers);
      if (!r.success) {
        const msg = describeIssues('headers', r.error);
        return sendFailure(reply, { state, endpoint, status: 400, code: 400, message: msg, note: msg });
      }
    }
    let query: unknown;
    if (querySchema) {
      const r = querySchema.safeParse(request.query ?? {});
      if (!r.success) {
        const msg = describeIssues('query', r.error);
        return sendFailure(reply, { state, endpoint, status: 400, code: 400, message: msg, note: msg });
      }
      query = r.data;
    }
    let body: unknown;
    if (bodySchema) {
      const r = bodySchema.safeParse(request.body);
      if (!r.success) {
        const msg = describeIssues('body', r.error);
        return sendFailure(reply, { state, endpoint, status: 400, code: 400, message: msg, note: msg });
      }
      body = r.data;
    }

    // The main API passes the token as a parameter too (doc 1 §7): it also says who is calling.
    if (!issued) issued = tokenParam(session, query) ?? tokenParam(session, body);
    const persona =
      state.headerOverride && scenarios.personaExplicit
        ? scenarioPersona
        : (issued?.user.persona ?? scenarioPersona);
    const ctx = new Context({
      data: deps.data,
      rng: deps.rng,
      endpoint,
      session,
      persona,
      token: issued,
      now,
      query,
      body,
      request,
      scenarios,
    });
    let result: HandlerResult;
    if (plan.hasData) {
      const base = () => {
        const r = handler ? handler(ctx) : ok(deps.data.get(endpoint.id, persona, now));
        if (r instanceof Promise) throw new Error('override data functions need a synchronous handler');
        return r.kind === 'ok' ? r.data : null;
      };
      result = ok(resolveData(plan.data, { endpoint, persona, now, base }));
    } else {
      result = handler ? await handler(ctx) : ok(deps.data.get(endpoint.id, persona, now));
    }

    if (result.kind === 'fail') {
      return sendFailure(reply, {
        state,
        endpoint,
        status: result.status ?? 200,
        code: result.code,
        message: result.message,
        data: result.data,
        note: `handler: ${result.message}`,
        extra: result.extra,
      });
    }
    const code = result.code ?? plan.code;
    const envelope = successEnvelope(endpoint, result.data, now, code, result.message ?? plan.message);
    // A shared fixture value sent unchanged with the default code/message was validated the first time.
    const plain = code === undefined && result.message === undefined && plan.message === undefined;
    if (replySchema && !(plain && deps.data.isValid(endpoint.id, result.data))) {
      const r = replySchema.safeParse(envelope);
      if (!r.success) {
        // The simulator itself is off-contract: a bug, surfaced loudly (tests assert this never happens).
        const msg = `simulator reply off-contract: ${describeIssues('reply', r.error)}`;
        request.log.error({ endpoint: endpoint.id }, msg);
        return sendFailure(reply, { state, endpoint, status: 500, code: 500, message: msg, note: msg });
      }
      if (plain) deps.data.markValid(endpoint.id, result.data);
    }
    finishEntry(
      state,
      200,
      endpoint.family === 'raw' ? null : familyCode(endpoint.family, code ?? successCodeOf(endpoint)),
    );
    return reply.code(200).send(envelope);
  };
}

function tokenParam(session: Session, params: unknown): IssuedToken | undefined {
  if (typeof params !== 'object' || params === null || !('token' in params)) return undefined;
  const { token } = params;
  if (typeof token !== 'string') return undefined;
  const t = session.world.tokens.get(token);
  return t && session.now() <= t.expiresAt ? t : undefined;
}
