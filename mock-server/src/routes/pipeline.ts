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
import { compileLazily } from '../validation/compile';
import type { DataSource } from '../world/data';
import { personaById } from '../world/personas';
import type { Session, SessionStore } from '../world/session';
import type { IssuedToken } from '../world/world';
import { AUTH_FAILURE, authRulesOf, checkAuth, peekToken } from './auth';
import { sendJson } from './compress';
import { beginRequest, finishEntry, type RequestState } from './context';
import { familyCode, successCodeOf, successEnvelope } from './envelope';
import { sendFailure } from './failure';
import { Context } from './handler-context';
import { replyWriterFor } from './reply-writer';
import { describeIssues, type Where } from './validate';

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
  const handler = deps.handlers.get(endpoint.id)?.handle;
  // Compiled on first use (src/validation): ajv from the contract's JSON Schema where it is exact, else zod.
  const headerChecks = endpoint.headers.map((rule) => compileLazily(HEADER_RULES[rule] as z.ZodMiniType));
  // A handler reads the parsed query and body (zod's output); the fixture answer only reads a token from them.
  const needOutput = handler !== undefined;
  const queryCheck = endpoint.query ? compileLazily(endpoint.query, { needOutput }) : null;
  const bodyCheck = endpoint.body ? compileLazily(endpoint.body, { needOutput }) : null;
  const writer = replyWriterFor(endpoint);
  const replyCheck = deps.validateReplies
    ? compileLazily(envelopeOf(FAMILIES[endpoint.family], endpoint.data))
    : null;
  // The default head is the contract's own (the template reproduces makeEnvelope): checking data is enough.
  const dataCheck = deps.validateReplies && writer ? compileLazily(endpoint.data) : null;
  const dataPath: Where = writer?.dataField ? `reply.${writer.dataField}` : 'reply';

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

    for (const check of headerChecks) {
      const r = check.check(request.headers);
      if (!r.ok) {
        const msg = describeIssues('headers', r.error);
        return sendFailure(reply, { state, endpoint, status: 400, code: 400, message: msg, note: msg });
      }
    }
    let query: unknown;
    if (queryCheck) {
      const r = queryCheck.check(request.query ?? {});
      if (!r.ok) {
        const msg = describeIssues('query', r.error);
        return sendFailure(reply, { state, endpoint, status: 400, code: 400, message: msg, note: msg });
      }
      query = r.data;
    }
    let body: unknown;
    if (bodyCheck) {
      const r = bodyCheck.check(request.body);
      if (!r.ok) {
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
    // A shared fixture value sent unchanged with the default code/message was validated the first time.
    const plain = code === undefined && result.message === undefined && plan.message === undefined;
    let payload: string;
    if (plain && writer && result.data !== undefined) {
      if (dataCheck && !deps.data.isValid(endpoint.id, result.data)) {
        const r = dataCheck.check(result.data);
        if (!r.ok) return offContract(request, reply, state, endpoint, describeIssues(dataPath, r.error));
        deps.data.markValid(endpoint.id, result.data);
      }
      payload = writer.write(deps.data.json(result.data), result.data, now);
    } else {
      const envelope = successEnvelope(endpoint, result.data, now, code, result.message ?? plan.message);
      if (replyCheck) {
        const r = replyCheck.check(envelope);
        if (!r.ok) return offContract(request, reply, state, endpoint, describeIssues('reply', r.error));
      }
      payload = JSON.stringify(envelope);
    }
    finishEntry(
      state,
      200,
      endpoint.family === 'raw' ? null : familyCode(endpoint.family, code ?? successCodeOf(endpoint)),
    );
    return sendJson(request, reply.code(200), payload);
  };
}

/** The simulator itself is off-contract: a bug, surfaced loudly (tests assert this never happens). */
function offContract(
  request: FastifyRequest,
  reply: FastifyReply,
  state: RequestState,
  endpoint: AnyEndpoint,
  issues: string,
): FastifyReply {
  const msg = `simulator reply off-contract: ${issues}`;
  request.log.error({ endpoint: endpoint.id }, msg);
  return sendFailure(reply, { state, endpoint, status: 500, code: 500, message: msg, note: msg });
}

function tokenParam(session: Session, params: unknown): IssuedToken | undefined {
  if (typeof params !== 'object' || params === null || !('token' in params)) return undefined;
  const { token } = params;
  if (typeof token !== 'string') return undefined;
  const t = session.world.tokens.get(token);
  return t && session.now() <= t.expiresAt ? t : undefined;
}
