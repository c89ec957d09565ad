/**
 * The request pipeline of every simulated endpoint, built once per route from its contract:
 *   session → journal → scenario overrides (delay, fault, code/message/data) → token check → request
 *   validation (headers, query, body) → handler (stateful, or fixture success data) → reply validation
 *   → send (or a body fault's bad delivery; or, on a proxied host, the real service's answer).
 * Everything that can be precomputed from the contract (schemas, auth rules, reply schema) is, so the
 * per-request work is the checks themselves.
 *
 * The session is read and changed inside `backend.use` (store/backend.ts): one call for the whole answer,
 * or two around a delay, so a slow-network scenario never keeps a shared session locked while it waits.
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  applyFault,
  deliverWithFault,
  type FaultOptions,
  type HeldRequests,
  isBodyFault,
  sleep,
} from '../faults';
import type { DefinedHandler } from '../handlers/define';
import { type HandlerResult, ok } from '../handlers/result';
import { planRequest, type RequestPlan, resolveData, type ScenarioEngine } from '../overrides/engine';
import type { ValidatingProxy } from '../proxy';
import { type SessionBackend, UnknownSessionError } from '../store/backend';
import type { Rng } from '../util/rng';
import { isThenable } from '../util/thenable';
import { compileLazily } from '../validation/compile';
import { AUTH_FAILURE, authRulesOf, checkAuth, peekToken } from '../wire/auth';
import { failureEnvelope, familyCode, successCodeOf, successEnvelope } from '../wire/envelope';
import { describeIssues, type Where } from '../wire/validate';
import type { DataSource } from '../world/data';
import { personaById } from '../world/personas';
import type { Session } from '../world/session';
import type { IssuedToken } from '../world/world';
import { sendJson } from './compress';
import { beginRequest, finishEntry, type RequestState, sessionIdOf } from './context';
import { Context } from './handler-context';
import { replyWriterFor } from './reply-writer';

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
  backend: SessionBackend;
  engine: ScenarioEngine;
  handlers: ReadonlyMap<string, DefinedHandler>;
  data: DataSource;
  validateReplies: boolean;
  held: HeldRequests;
  faultOptions: FaultOptions;
  rng: Rng;
  /** The validating proxy, when some hosts go to real services (--proxy). */
  proxy?: ValidatingProxy | null;
}

/** What the pipeline answers: computed while the session is held, sent after. */
interface Outcome {
  status: number;
  /** JSON text. */
  payload: string;
  /** The envelope code, as the family writes it (journal); null for raw bodies. */
  code: Code | null;
  note: string | null;
  /** A proxied answer's own headers, passed on as they came. */
  headers?: readonly [string, string][];
}

/** The first step's verdict: an answer, or what to do once the session is let go. */
type FirstStep =
  | { kind: 'answer'; state: RequestState | null; outcome: Outcome; plan: RequestPlan | null }
  | { kind: 'later'; state: RequestState; plan: RequestPlan };

function failure(
  endpoint: Pick<AnyEndpoint, 'family'>,
  status: number,
  code: Code,
  message: string,
  options: { data?: unknown; note?: string | null; extra?: Readonly<Record<string, unknown>> } = {},
): Outcome {
  const c = familyCode(endpoint.family, code);
  return {
    status,
    payload: JSON.stringify(
      failureEnvelope(endpoint.family, c, message, options.data ?? null, options.extra),
    ),
    code: c,
    note: options.note ?? null,
  };
}

/** A 400 naming the field; the journal's note says the same. */
const badRequest = (endpoint: AnyEndpoint, message: string) =>
  failure(endpoint, 400, 400, message, { note: message });

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
  const proxy = deps.proxy ?? null;
  const proxyBase = proxy?.targetOf(endpoint.host);
  /** A proxied host's call goes to the real service unless an override decides the answer (code, data). */
  const forwarded = (plan: RequestPlan) =>
    proxyBase !== undefined && plan.code === undefined && !plan.hasData;

  /** Send an outcome, with a body fault when the plan has one. */
  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    state: RequestState | null,
    o: Outcome,
    plan: RequestPlan | null,
  ) {
    const fault = plan?.fault ?? null;
    if (state && fault) state.entry.fault = fault;
    if (state)
      finishEntry(state, o.status, o.code, fault ? `fault ${fault}` : o.note, { body: o.payload, reply });
    if (fault && isBodyFault(fault)) {
      deliverWithFault(
        fault,
        request,
        reply,
        o.status,
        o.payload,
        endpoint.timeoutMs,
        deps.held,
        deps.faultOptions,
      );
      return reply;
    }
    if (o.headers) {
      for (const [name, value] of o.headers) reply.header(name, value);
      return reply.code(o.status).send(o.payload);
    }
    return sendJson(request, reply.code(o.status), o.payload);
  }

  /**
   * Everything after the overrides' latency and connection faults: the checks, the handler, the reply. Not an
   * async function: when the handler answers at once (most do) so does this, and the request costs no promise and
   * no turn of the microtask queue here, in `first` or in the session's `use`; a data function or a handler's
   * promise is awaited as before.
   */
  function answer(
    request: FastifyRequest,
    state: RequestState,
    plan: RequestPlan,
  ): Outcome | Promise<Outcome> {
    const { session, scenarios } = state;
    const now = session.now();
    const scenarioPersona = personaById(scenarios.persona);

    // A failure code from a scenario answers before any check: the scenario *is* the server's answer.
    if (plan.code !== undefined && !isSuccessCode(endpoint.successCodes, plan.code)) {
      if (!plan.hasData) return scenarioFailure(plan, plan.code, null);
      const code = plan.code;
      return resolveData(plan.data, {
        endpoint,
        persona: scenarioPersona,
        now,
        base: async () => deps.data.copy(endpoint.id, scenarioPersona, now),
      }).then((data) => scenarioFailure(plan, code, data));
    }

    let issued: IssuedToken | undefined;
    if (authRules.length > 0) {
      const auth = checkAuth(authRules, request.headers, session);
      if (!auth.ok) {
        const f = AUTH_FAILURE[auth.kind];
        return failure(endpoint, 401, f.code, f.message, { note: `auth: ${auth.kind} token` });
      }
      issued = auth.issued;
    } else {
      issued = peekToken(request.headers, session);
    }

    for (const check of headerChecks) {
      const r = check.check(request.headers);
      if (!r.ok) return badRequest(endpoint, describeIssues('headers', r.error));
    }
    let query: unknown;
    if (queryCheck) {
      const r = queryCheck.check(request.query ?? {});
      if (!r.ok) return badRequest(endpoint, describeIssues('query', r.error));
      query = r.data;
    }
    let body: unknown;
    if (bodyCheck) {
      const r = bodyCheck.check(request.body);
      if (!r.ok) return badRequest(endpoint, describeIssues('body', r.error));
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
    if (plan.hasData) {
      // Asked for only if the data function reads it (a handler may issue tokens or change the world).
      const base = async () => {
        const r = handler ? await handler(ctx) : ok(deps.data.get(endpoint.id, persona, now));
        return r.kind === 'ok' ? r.data : null;
      };
      return resolveData(plan.data, { endpoint, persona, now, base }).then((data) =>
        replyOf(request, plan, now, ok(data)),
      );
    }
    const r = handler ? handler(ctx) : ok(deps.data.get(endpoint.id, persona, now));
    return isThenable(r)
      ? Promise.resolve(r).then((result) => replyOf(request, plan, now, result))
      : replyOf(request, plan, now, r);
  }

  /** A scenario's failure code answered before any check. */
  function scenarioFailure(plan: RequestPlan, code: Code, data: unknown): Outcome {
    return failure(
      endpoint,
      plan.status ?? 200,
      code,
      plan.message ?? `simulated by scenario '${plan.scenarioId}'`,
      {
        data,
        note: `scenario ${plan.scenarioId}`,
        extra: plan.extra,
      },
    );
  }

  /** The reply to what the handler (or the fixture data, or an override's data) answered. */
  function replyOf(request: FastifyRequest, plan: RequestPlan, now: number, result: HandlerResult): Outcome {
    if (result.kind === 'fail') {
      return failure(endpoint, result.status ?? 200, result.code, result.message, {
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
        if (!r.ok) return offContract(request, endpoint, describeIssues(dataPath, r.error));
        deps.data.markValid(endpoint.id, result.data);
      }
      payload = writer.write(result.json ?? deps.data.json(result.data), result.data, now);
    } else {
      const envelope = successEnvelope(endpoint, result.data, now, code, result.message ?? plan.message);
      if (replyCheck) {
        const r = replyCheck.check(envelope);
        if (!r.ok) return offContract(request, endpoint, describeIssues('reply', r.error));
      }
      payload = JSON.stringify(envelope);
    }
    return {
      status: 200,
      payload,
      code: endpoint.family === 'raw' ? null : familyCode(endpoint.family, code ?? successCodeOf(endpoint)),
      note: null,
    };
  }

  /** The overrides decide the answer themselves (code, data, a fault): on a proxied host they win. */
  function first(request: FastifyRequest, session: Session): FirstStep | Promise<FirstStep> {
    const begun = beginRequest(request, session, deps.engine, endpoint.host, endpoint.id);
    if (!begun.ok)
      return { kind: 'answer', state: null, plan: null, outcome: badRequest(endpoint, begun.message) };
    const state = begun.state;
    request.mockState = state;
    const plan = planRequest(
      state.scenarios.overridesFor(endpoint),
      session.adHocFaults,
      endpoint,
      session.world.overrideCounters,
      // The request itself holds the fields `when` reads (query, headers, body): no object per request.
      request,
    );
    if (plan.scenarioId) state.entry.scenario = plan.scenarioId;
    // A forwarded call waits for the real service outside the session, like a delay.
    if (plan.delayMs > 0 || (plan.fault && !isBodyFault(plan.fault)) || forwarded(plan))
      return { kind: 'later', state, plan };
    const outcome = answer(request, state, plan);
    return isThenable(outcome)
      ? outcome.then((o) => ({ kind: 'answer', state, outcome: o, plan }))
      : { kind: 'answer', state, outcome, plan };
  }

  return async function route(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const sid = sessionIdOf(request);
    if ('error' in sid) return send(request, reply, null, badRequest(endpoint, sid.error), null);
    reply.header('x-mock-session', sid.id);
    let step: FirstStep;
    try {
      step = await deps.backend.use(sid.id, (session) => first(request, session));
    } catch (error) {
      if (error instanceof UnknownSessionError)
        return send(request, reply, null, badRequest(endpoint, error.message), null);
      throw error;
    }
    if (step.kind === 'answer') return settled(send(request, reply, step.state, step.outcome, step.plan));

    const { state, plan } = step;
    if (plan.delayMs > 0) {
      state.entry.fault = `delay:${plan.delayMs}`;
      await sleep(plan.delayMs);
    }
    if (plan.fault && !isBodyFault(plan.fault)) {
      state.entry.fault = plan.fault;
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
    if (proxy && proxyBase !== undefined && forwarded(plan)) {
      const outcome = await proxy.answer(request, endpoint, proxyBase);
      return send(request, reply, state, outcome, plan);
    }
    // The session may have changed while this request waited (another request, another instance).
    const outcome = await deps.backend.use(sid.id, (session) => answer(request, { ...state, session }, plan));
    return settled(send(request, reply, state, outcome, plan));
  };
}

/**
 * What the route resolves with: nothing once the answer went out. Resolving an async function with the reply (a
 * thenable) costs a turn of the microtask queue and a call of `reply.then`, for Fastify to learn what `reply.sent`
 * says now; a reply still being written (a body fault's slow delivery) is resolved with, as before.
 */
function settled(reply: FastifyReply): FastifyReply | undefined {
  return reply.sent ? undefined : reply;
}

/** The simulator itself is off-contract: a bug, surfaced loudly (tests assert this never happens). */
function offContract(request: FastifyRequest, endpoint: AnyEndpoint, issues: string): Outcome {
  const msg = `simulator reply off-contract: ${issues}`;
  request.log.error({ endpoint: endpoint.id }, msg);
  return failure(endpoint, 500, 500, msg, { note: msg });
}

function tokenParam(session: Session, params: unknown): IssuedToken | undefined {
  if (typeof params !== 'object' || params === null || !('token' in params)) return undefined;
  const { token } = params;
  if (typeof token !== 'string') return undefined;
  const t = session.world.tokens.get(token);
  return t && session.now() <= t.expiresAt ? t : undefined;
}
