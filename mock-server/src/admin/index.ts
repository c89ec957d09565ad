/**
 * The admin API under /__mock (JSON in, JSON out; bad input → 400 {error}), the OpenAPI document and
 * its docs page, and the QA control page. Everything is per session: the `:id` of a route is the same
 * id the app sends in `x-mock-session` or the `mock-session` cookie.
 */
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { HOST_IDS, HOSTS } from '@wonder/contracts';
import { PERSONA_IDS, type PersonaId } from '@wonder/fixtures';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEV_CIPHER_VERSION, DEV_RSA_PUBLIC_KEY_PEM } from '../crypto/dev-keys';
import { MAX_DELAY_MS } from '../faults';
import { CHALLENGE_TTL_MS } from '../handlers/captcha-sms/captcha';
import { clientMessage } from '../routes/errors';
import { baseUrlsFor } from '../routes/prefix';
import { AD_HOC_SCENARIO_ID } from '../scenarios/engine';
import { FAULT_KINDS, SCENARIO_GROUPS, type Scenario, type ScenarioOverride } from '../scenarios/types';
import { personaById } from '../world/personas';
import { SESSION_COOKIE, SESSION_ID_PATTERN, type Session } from '../world/session';
import { TOKEN_TTL_MS, userOfPersona } from '../world/world';
import { controlPageHtml } from './control-page';
import { buildOpenApi } from './openapi';

class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function bad(message: string): never {
  throw new AdminError(400, message);
}

function parse<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    bad(
      r.error.issues
        .slice(0, 3)
        .map(
          (i) => `${[where, ...i.path.map(String)].join('.')}: ${i.message.replace(/^Invalid input: /, '')}`,
        )
        .join('; '),
    );
  }
  return r.data;
}

const IdParams = z.object({
  id: z.string().regex(SESSION_ID_PATTERN, `session id must match ${SESSION_ID_PATTERN}`),
});
const ScenariosBody = z.object({ scenarios: z.array(z.string().min(1)).max(20) });
const ClockBody = z
  .object({
    set: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).optional(),
    advanceMs: z.number().int().optional(),
    freeze: z.boolean().optional(),
    reset: z.literal(true).optional(),
  })
  .refine((b) => b.set !== undefined || b.advanceMs !== undefined || b.reset || b.freeze !== undefined, {
    message: 'give set (ISO date or epoch ms), advanceMs, freeze or reset',
  });
const FaultBody = z
  .object({
    endpoint: z.string().min(1).optional(),
    host: z.enum(HOST_IDS as [string, ...string[]]).optional(),
    all: z.literal(true).optional(),
    auth: z.literal(true).optional(),
    fault: z.enum(FAULT_KINDS as [string, ...string[]]).optional(),
    delayMs: z.number().int().min(0).max(MAX_DELAY_MS).optional(),
    code: z.union([z.string().min(1), z.number().int()]).optional(),
    message: z.string().optional(),
    status: z.number().int().min(200).max(599).optional(),
    extra: z.record(z.string(), z.unknown()).optional(),
    data: z.unknown().optional(),
    times: z.number().int().positive().optional(),
  })
  .refine((f) => [f.endpoint, f.host, f.all, f.auth].filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one target: endpoint, host, all or auth',
  })
  .refine(
    (f) => f.fault !== undefined || f.delayMs !== undefined || f.code !== undefined || f.data !== undefined,
    { message: 'give at least one effect: fault, delayMs, code or data' },
  );
const FaultsBody = z.object({ faults: z.array(FaultBody).max(50), append: z.boolean().optional() });
const LoginBody = z.object({
  persona: z.enum(PERSONA_IDS as [PersonaId, ...PersonaId[]]).optional(),
  /** Choose the token value (e.g. a fixture token a Pact interaction carries). */
  token: z
    .string()
    .regex(/^[A-Za-z0-9._-]{8,200}$/)
    .optional(),
});
/** Seed a slider challenge (Pact provider states: the pact's check request names a fixed token). */
const CaptchaBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9._-]{8,200}$/),
  secretKey: z.string().length(16).nullable().optional(),
  x: z.number().min(0),
  y: z.number().optional(),
});
const JournalQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).optional() });

function describeOverride(o: ScenarioOverride): string {
  const target = o.all
    ? 'every call'
    : o.auth
      ? 'every call that checks a token'
      : o.host
        ? `host ${o.host}`
        : `endpoint ${o.endpoint}`;
  const effects: string[] = [];
  if (o.delayMs !== undefined) effects.push(`+${o.delayMs} ms`);
  if (o.fault) effects.push(`fault ${o.fault}`);
  if (o.code !== undefined)
    effects.push(`code ${JSON.stringify(o.code)}${o.message ? ` '${o.message}'` : ''}`);
  if (o.status !== undefined) effects.push(`HTTP ${o.status}`);
  if ('data' in o && o.code === undefined) effects.push('custom data');
  if (o.times !== undefined) effects.push(`first ${o.times} time(s)`);
  return `${target}: ${effects.join(', ')}`;
}

export async function registerAdmin(admin: FastifyInstance): Promise<void> {
  const { sessions, engine, endpoints } = admin.mock;
  // Only the admin sets cookies; registered here so its onSend hook stays off the simulated hosts' path.
  await admin.register(cookie);
  const endpointIds = new Set(endpoints.map((e) => e.id));

  admin.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status =
      error instanceof AdminError
        ? error.status
        : typeof error.statusCode === 'number' && error.statusCode < 500
          ? error.statusCode
          : 500;
    if (status >= 500) request.log.error({ err: error }, 'admin error');
    return reply.code(status).send({ error: clientMessage(error), statusCode: status });
  });

  const session = (request: FastifyRequest): Session =>
    sessions.get(parse(IdParams, request.params, 'params').id);

  const scenarioView = (s: Scenario) => {
    const chain = engine.chainOf(s.id);
    const resolved = engine.resolve([s.id]);
    return {
      id: s.id,
      title: s.title,
      titleZh: s.titleZh ?? null,
      description: s.description,
      group: s.group,
      extends: s.id === 'default' ? null : (s.extends ?? 'default'),
      chain: chain.map((c) => c.id),
      persona: resolved.persona,
      params: resolved.params,
      affects: [
        ...(s.persona ? [`persona ${s.persona} (${personaById(s.persona).title})`] : []),
        ...(s.overrides ?? []).map(describeOverride),
        ...Object.entries(s.params ?? {}).map(([k, v]) => `param ${k}=${v}`),
      ],
    };
  };

  // ── scenarios, personas, hosts ──
  admin.get('/scenarios', async () => ({
    groups: SCENARIO_GROUPS,
    scenarios: engine.scenarios.map(scenarioView),
  }));
  admin.get('/personas', async () => ({
    personas: PERSONA_IDS.map((id) => {
      const p = personaById(id);
      return {
        id,
        title: p.title,
        description: p.description,
        studentStatus: p.studentStatus,
        userId: p.userId,
        canLogin: p.studentStatus !== 'TOURIST',
        phone: p.phone,
        areaCode: p.areaCode,
        password: p.password,
      };
    }),
  }));
  admin.get('/hosts', async (request) => {
    const origin = `${request.protocol}://${request.host}`;
    const urls = baseUrlsFor(origin);
    return {
      hosts: HOST_IDS.map((h) => ({
        id: h,
        baseUrl: urls[h],
        family: HOSTS[h].family,
        description: HOSTS[h].description,
        endpoints: endpoints.filter((e) => e.host === h).length,
      })),
    };
  });
  admin.get('/crypto/public-key', async () => ({
    pem: DEV_RSA_PUBLIC_KEY_PEM,
    cipherVersion: DEV_CIPHER_VERSION,
  }));

  // ── sessions ──
  admin.get('/sessions', async () => ({
    sessions: sessions.list().map((s) => s.summary()),
    cap: sessions.cap,
  }));
  admin.get('/sessions/:id', async (request) => session(request).summary());
  admin.delete('/sessions/:id', async (request) => {
    const { id } = parse(IdParams, request.params, 'params');
    return { deleted: sessions.delete(id) };
  });
  admin.get('/sessions/:id/scenarios', async (request) => {
    const s = session(request);
    return { session: s.id, scenarios: s.scenarioIds, persona: s.scenarios.persona };
  });
  admin.put('/sessions/:id/scenarios', async (request) => {
    const s = session(request);
    const body = parse(ScenariosBody, request.body, 'body');
    const unknown = body.scenarios.find((id) => !engine.has(id));
    if (unknown !== undefined) bad(`body.scenarios: unknown scenario '${unknown}'`);
    s.setScenarios(body.scenarios);
    return { session: s.id, scenarios: s.scenarioIds, persona: s.scenarios.persona };
  });
  admin.post('/sessions/:id/reset', async (request) => {
    const s = session(request);
    s.reset();
    return s.summary();
  });
  admin.post('/sessions/:id/select', async (request, reply: FastifyReply) => {
    const s = session(request);
    // Not httpOnly: the control page reads it, and the app in the same browser sends it with every call.
    reply.setCookie(SESSION_COOKIE, s.id, { path: '/', sameSite: 'lax', maxAge: 30 * 24 * 3600 });
    return { session: s.id };
  });
  admin.get('/sessions/:id/journal', async (request) => {
    const s = session(request);
    const { limit } = parse(JournalQuery, request.query, 'query');
    return { session: s.id, capacity: s.journal.capacity, entries: s.journal.list(limit) };
  });
  admin.get('/sessions/:id/clock', async (request) => ({
    session: session(request).id,
    ...session(request).clock.snapshot(),
  }));
  admin.post('/sessions/:id/clock', async (request) => {
    const s = session(request);
    const body = parse(ClockBody, request.body ?? {}, 'body');
    if (body.reset) s.clock.reset();
    if (body.set !== undefined) {
      const ms = typeof body.set === 'number' ? body.set : Date.parse(body.set);
      s.clock.set(ms, body.freeze ?? false);
    } else if (body.freeze !== undefined) {
      s.clock.set(s.now(), body.freeze);
    }
    if (body.advanceMs !== undefined) s.clock.advance(body.advanceMs);
    return { session: s.id, ...s.clock.snapshot() };
  });
  admin.get('/sessions/:id/faults', async (request) => {
    const s = session(request);
    return { session: s.id, faults: s.adHocFaults, described: s.adHocFaults.map(describeOverride) };
  });
  admin.post('/sessions/:id/faults', async (request) => {
    const s = session(request);
    const body = parse(FaultsBody, request.body, 'body');
    for (const f of body.faults) {
      if (f.endpoint !== undefined && !endpointIds.has(f.endpoint))
        bad(`body.faults: unknown endpoint '${f.endpoint}'`);
    }
    const faults = body.faults as ScenarioOverride[];
    s.setAdHocFaults(body.append ? [...s.adHocFaults, ...faults] : faults);
    return {
      session: s.id,
      scenario: AD_HOC_SCENARIO_ID,
      faults: s.adHocFaults,
      described: s.adHocFaults.map(describeOverride),
    };
  });
  admin.delete('/sessions/:id/faults', async (request) => {
    const s = session(request);
    s.setAdHocFaults([]);
    return { session: s.id, faults: [] };
  });
  admin.post('/sessions/:id/login', async (request) => {
    const s = session(request);
    const body = parse(LoginBody, request.body ?? {}, 'body');
    const personaId = body.persona ?? s.scenarios.persona;
    const p = personaById(personaId);
    if (p.studentStatus === 'TOURIST') bad(`body.persona: '${personaId}' has no account and cannot log in`);
    const user = userOfPersona(p);
    const now = s.now();
    const issued = s.world.issueToken(user, now);
    if (body.token && body.token !== issued.token) {
      s.world.tokens.delete(issued.token);
      issued.token = body.token;
      s.world.tokens.set(body.token, issued);
    }
    return {
      session: s.id,
      persona: personaId,
      token: issued.token,
      userId: user.userId,
      openId: p.openId,
      time: issued.issuedAt,
      expiresAt: issued.expiresAt,
      ttlMs: TOKEN_TTL_MS,
      /** The headers the app sends on logged-in calls, ready to use. */
      headers: {
        token: issued.token,
        klzz_ol_home_time: String(issued.issuedAt),
        klzz_ol_home_token: issued.token,
        klzz_ol_home_uid: user.userId,
        authorization: `Bearer ${issued.token}`,
      },
    };
  });

  admin.post('/sessions/:id/captcha', async (request) => {
    const s = session(request);
    const body = parse(CaptchaBody, request.body ?? {}, 'body');
    const expiresAt = s.now() + CHALLENGE_TTL_MS;
    s.world.addCaptcha({
      token: body.token,
      x: body.x,
      y: body.y ?? 0,
      secretKey: body.secretKey ?? null,
      expiresAt,
    });
    return { session: s.id, token: body.token, expiresAt };
  });

  // ── OpenAPI + docs ──
  const document = buildOpenApi(endpoints);
  admin.get('/openapi.json', async () => document);
  await admin.register(swagger, { mode: 'static', specification: { document: document as never } });
  await admin.register(swaggerUi, { routePrefix: '/docs' });

  // ── control page ──
  admin.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(controlPageHtml()));

  // Sanity at startup: a scenario naming an endpoint that does not exist is a catalogue bug.
  for (const s of engine.scenarios) {
    for (const o of s.overrides ?? []) {
      if (o.endpoint !== undefined && !endpointIds.has(o.endpoint)) {
        admin.log.warn(
          { scenario: s.id, endpoint: o.endpoint },
          'scenario names an endpoint that is not served',
        );
      }
    }
  }
}
