/** Admin routes: list, read, delete, reset and select sessions; seed a slider challenge in one. */
import type { AdminBody } from '@wonder/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { CHALLENGE_TTL_MS } from '../handlers/login/captcha';
import { asAdmin } from '../store/backend';
import { SESSION_COOKIE, type Session } from '../world/session';
import { serve } from './route';

export async function sessionRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend } = admin.mock;
  const backend = asAdmin(hostBackend);

  serve(admin, 'sessions', async ({ query }) => ({ ...(await backend.list(query)), cap: backend.cap }));
  serve(admin, 'session', ({ params }) => backend.read(params.id, (s) => s.summary()));
  serve(admin, 'deleteSession', async ({ params }) => ({ deleted: await backend.delete(params.id) }));
  serve(admin, 'reset', ({ params }) =>
    backend.use(params.id, (s) => {
      s.reset();
      return s.summary();
    }),
  );
  serve(admin, 'select', async ({ params }, _request, reply) => {
    await backend.use(params.id, () => undefined);
    // Not httpOnly: the control page reads it, and the app in the same browser sends it with every call.
    reply.setCookie(SESSION_COOKIE, params.id, { path: '/', sameSite: 'lax', maxAge: 30 * 24 * 3600 });
    return { session: params.id };
  });
  serve(admin, 'seedCaptcha', ({ params, body }) =>
    backend.use(params.id, (s) => {
      const expiresAt = seedChallenge(s, body);
      return { session: s.id, token: body.token, expiresAt };
    }),
  );
}

/** A slider challenge the caller chose, in the session's world; its expiry time. */
export function seedChallenge(s: Session, body: AdminBody<'seedCaptcha'>): number {
  const expiresAt = s.now() + CHALLENGE_TTL_MS;
  s.world.addCaptcha({
    token: body.token,
    x: body.x,
    y: body.y ?? 0,
    secretKey: body.secretKey ?? null,
    expiresAt,
  });
  return expiresAt;
}
