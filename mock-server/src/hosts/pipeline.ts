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
  type Code,
  envelopeOf,
  FAMILIES,
  HEADER_RULES,
  type HostId,
  isSuccessCode,
} from '@wonder/contracts';
import type { Persona } from '@wonder/fixtures';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { applyFault, type FaultOptions, type HeldRequests, sleep } from '../faults';
import { planRequest, resolveData, type ScenarioEngine } from '../scenarios/engine';
import type { Rng } from '../util/rng';
import type { DataSource } from '../world/data';
import { personaById } from '../world/personas';
import type { Session, SessionStore } from '../world/session';
import type { IssuedToken } from '../world/world';
import { AUTH_FAILURE, authRulesOf, checkAuth, peekToken } from './auth';
import { beginRequest, finishEntry, type RequestState } from './context';
import { failureEnvelope, familyCode, successCodeOf, successEnvelope } from './envelope';
import { type EndpointHandler, type HandlerContext, type HandlerResult, ok } from './types';
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
  handlers: ReadonlyMap<string, EndpointHandler>;
  data: DataSource;
  validateReplies: boolean;
  held: HeldRequests;
  faultOptions: FaultOptions;
  rng: Rng;
}

/** Answer a failure in the endpoint's envelope and complete the journal entry. */
export function sendFailure(
  reply: FastifyReply,
  state: RequestState | null,
  endpoint: Pick<AnyEndpoint, 'family'>,
  status: number,
  code: Code,
  message: string,
  data: unknown = null,
  note: string | null = null,
  extra?: Readonly<Record<string, unknown>>,
): FastifyReply {
  const c = familyCode(endpoint.family, code);
  if (state) finishEntry(state, status, c, note);
  return reply.code(status).send(failureEnvelope(endpoint.family, c, message, data, extra));
}

export function createEndpointRoute(endpoint: AnyEndpoint, deps: PipelineDeps) {
  const authRules = authRulesOf(endpoint);
  const headerChecks = endpoint.headers.map((rule) => HEADER_RULES[rule] as z.ZodMiniType);
  const replySchema = deps.validateReplies ? envelopeOf(FAMILIES[endpoint.family], endpoint.data) : null;
  const handler = deps.handlers.get(endpoint.id);
  const querySchema = endpoint.query;
  const bodySchema = endpoint.body;

  return async function route(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const begun = beginRequest(request, deps.sessions, deps.engine, endpoint.host, endpoint.id);
    if (!begun.ok) return sendFailure(reply, null, endpoint, 400, 400, begun.message);
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
      return sendFailure(
        reply,
        state,
        endpoint,
        plan.status ?? 200,
        plan.code,
        plan.message ?? `simulated by scenario '${plan.scenarioId}'`,
        data,
        `scenario ${plan.scenarioId}`,
        plan.extra,
      );
    }

    let issued: IssuedToken | undefined;
    if (authRules.length > 0) {
      const auth = checkAuth(authRules, request.headers, session);
      if (!auth.ok) {
        const f = AUTH_FAILURE[auth.kind];
        return sendFailure(reply, state, endpoint, 401, f.code, f.message, null, `auth: ${auth.kind} token`);
      }
      issued = auth.issued;
    } else {
      issued = peekToken(request.headers, session);
    }

    for (const schema of headerChecks) {
      const r = schema.safeParse(request.headers);
      if (!r.success) {
        const msg = describeIssues('headers', r.error);
        return sendFailure(reply, state, endpoint, 400, 400, msg, null, msg);
      }
    }
    let query: unknown;
    if (querySchema) {
      const r = querySchema.safeParse(request.query ?? {});
      if (!r.success) {
        const msg = describeIssues('query', r.error);
        return sendFailure(reply, state, endpoint, 400, 400, msg, null, msg);
      }
      query = r.data;
    }
    let body: unknown;
    if (bodySchema) {
      const r = bodySchema.safeParse(request.body);
      if (!r.success) {
        const msg = describeIssues('body', r.error);
        return sendFailure(reply, state, endpoint, 400, 400, msg, null, msg);
      }
      body = r.data;
    }

    // The main API passes the token as a parameter too (doc 1 §7): it also says who is calling.
    if (!issued) issued = tokenParam(session, query) ?? tokenParam(session, body);
    const persona =
      state.headerOverride && scenarios.personaExplicit
        ? scenarioPersona
        : (issued?.user.persona ?? scenarioPersona);
    const ctx = new Context(deps, endpoint, session, persona, issued, now, query, body, request, scenarios);
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
      return sendFailure(
        reply,
        state,
        endpoint,
        result.status ?? 200,
        result.code,
        result.message,
        result.data ?? null,
        `handler: ${result.message}`,
        result.extra,
      );
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
        return sendFailure(reply, state, endpoint, 500, 500, msg, null, msg);
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

/** The handler context; a class so that no closures are allocated per request. */
class Context implements HandlerContext {
  readonly world: Session['world'];
  readonly user: HandlerContext['user'];
  readonly headers: HandlerContext['headers'];
  readonly params: HandlerContext['params'];
  readonly scenarioIds: HandlerContext['scenarioIds'];
  readonly rng: Rng;

  constructor(
    private readonly deps: PipelineDeps,
    readonly endpoint: AnyEndpoint,
    readonly session: Session,
    readonly persona: Persona,
    readonly token: IssuedToken | undefined,
    readonly now: number,
    readonly query: unknown,
    readonly body: unknown,
    request: FastifyRequest,
    scenarios: RequestState['scenarios'],
  ) {
    this.world = session.world;
    this.user = token?.user;
    this.headers = request.headers;
    this.params = scenarios.params;
    this.scenarioIds = scenarios.ids;
    this.rng = deps.rng;
  }

  successData(endpointId: string = this.endpoint.id): unknown {
    return this.deps.data.copy(endpointId, this.persona, this.now);
  }

  memo<T>(key: string, build: () => T): T {
    return this.deps.data.memo(key, build);
  }
}

function tokenParam(session: Session, params: unknown): IssuedToken | undefined {
  const token = (params as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') return undefined;
  const t = session.world.tokens.get(token);
  return t && session.now() <= t.expiresAt ? t : undefined;
}
