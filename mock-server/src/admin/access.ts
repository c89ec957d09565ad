/** Admin routes: the control page's login and logout when the simulator runs with an admin token. */
import { ADMIN_BASE_PATH, MOCK_ADMIN_COOKIE } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { adminCookieValue, isAdminToken } from './guard';
import { AdminError, serve } from './route';

export async function accessRoutes(admin: FastifyInstance): Promise<void> {
  const { access } = admin.mock;
  const required = access.token !== undefined;

  serve(admin, 'adminLogin', ({ body }, _request, reply) => {
    if (access.token === undefined) return { required, authenticated: true };
    if (!isAdminToken(access, body.token)) throw new AdminError(401, 'body.token: not the admin token');
    reply.setCookie(MOCK_ADMIN_COOKIE, adminCookieValue(access.token), {
      path: ADMIN_BASE_PATH,
      httpOnly: true,
      sameSite: 'strict',
    });
    return { required, authenticated: true };
  });
  serve(admin, 'adminLogout', (_input, _request, reply) => {
    reply.clearCookie(MOCK_ADMIN_COOKIE, { path: ADMIN_BASE_PATH });
    return { required, authenticated: !required };
  });
}
