/** Admin routes: list, read, delete, reset and select sessions; seed a slider challenge in one. */
import type { FastifyInstance } from 'fastify';
import { CHALLENGE_TTL_MS } from '../handlers/login/captcha';
import { SESSION_COOKIE } from '../world/session';
import { serve } from './route';

export async function sessionRoutes(admin: FastifyInstance): Promise<void> {
  const { sessions } = admin.mock;

  serve(admin, 'sessions', () => ({ sessions: sessions.list().map((s) => s.summary()), cap: sessions.cap }));
  serve(admin, 'session', ({ params }) => sessions.get(params.id).summary());
  serve(admin, 'deleteSession', ({ params }) => ({ deleted: sessions.delete(params.id) }));
  serve(admin, 'reset', ({ params }) => {
    const s = sessions.get(params.id);
    s.reset();
    return s.summary();
  });
  serve(admin, 'select', ({ params }, _request, reply) => {
    const s = sessions.get(params.id);
    // Not httpOnly: the control page reads it, and the app in the same browser sends it with every call.
    reply.setCookie(SESSION_COOKIE, s.id, { path: '/', sameSite: 'lax', maxAge: 30 * 24 * 3600 });
    return { session: s.id };
  });
  serve(admin, 'seedCaptcha', ({ params, body }) => {
    const s = sessions.get(params.id);
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
}
