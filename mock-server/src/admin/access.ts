/**
 * Admin routes: the control page's login and logout when the simulator runs with an admin token. The cookie
 * expires (admin-cookie.ts) and logout revokes it; wrong tokens are slowed down per address and in total, never
 * refusing the right one for others' guesses (login-throttle.ts).
 */
import { ADMIN_BASE_PATH, MOCK_ADMIN_COOKIE } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { ADMIN_COOKIE_LIFETIME_MS } from './admin-cookie';
import { adminCookieOf, isAdminToken, takeTurn } from './guard';
import { AdminError, serve } from './route';

export async function accessRoutes(admin: FastifyInstance): Promise<void> {
  const { access } = admin.mock;
  const required = access.token !== undefined;

  serve(admin, 'adminLogin', async ({ body }, request, reply) => {
    if (access.token === undefined || access.cookies === null) return { required, authenticated: true };
    // A held address waits its turn; the right token is then let in whatever came before it.
    const refused = await takeTurn(access, request);
    if (refused) {
      const [status, error, retryAfter] = refused;
      reply.header('retry-after', String(retryAfter));
      throw new AdminError(status, error);
    }
    const now = Date.now();
    if (!isAdminToken(access, body.token)) {
      access.loginThrottle.failed(request.ip, now);
      throw new AdminError(401, 'body.token: not the admin token');
    }
    access.loginThrottle.succeeded(request.ip);
    reply.setCookie(MOCK_ADMIN_COOKIE, access.cookies.issue(now), {
      path: ADMIN_BASE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      maxAge: ADMIN_COOKIE_LIFETIME_MS / 1000,
    });
    return { required, authenticated: true };
  });
  serve(admin, 'adminLogout', (_input, request, reply) => {
    const cookie = adminCookieOf(request);
    if (cookie !== undefined) access.cookies?.revoke(cookie, Date.now());
    reply.clearCookie(MOCK_ADMIN_COOKIE, { path: ADMIN_BASE_PATH });
    return { required, authenticated: !required };
  });
}
