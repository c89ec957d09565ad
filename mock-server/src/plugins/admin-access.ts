/**
 * Who may use the admin API (/__mock): the admin token, the control page's login cookies, the throttle of wrong
 * tokens, and the origins and host names an admin call may come from. admin/guard.ts judges each call with them.
 */
import fp from 'fastify-plugin';
import { AdminCookies } from '../admin/admin-cookie';
import type { AdminAccess } from '../admin/guard';
import { LoginThrottle } from '../admin/login-throttle';
import { originPolicy } from '../http/cors';

export interface AdminAccessOptions {
  /** The admin token (CLI --admin-token); empty or undefined leaves the admin API open. */
  adminToken?: string;
  /** The --cors-origin values: the only other origins the admin API answers. */
  corsOrigins: readonly (string | RegExp)[];
  /** Host names admin calls may arrive under besides IP addresses, localhost and the allowed origins' hosts. */
  hostNames?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    adminAccess: AdminAccess;
  }
}

// fastify-plugin: its siblings read `adminAccess` (the sessions plugin refuses unknown sessions when there is a
// token, the http plugin's CORS answers the admin API's origins, the admin API guards every call with it).
export const adminAccessPlugin = fp<AdminAccessOptions>(
  async (app, options) => {
    const token = options.adminToken || undefined;
    app.decorate('adminAccess', {
      token,
      cookies: token === undefined ? null : new AdminCookies(token),
      loginThrottle: new LoginThrottle(),
      allowedOrigin: originPolicy(options.corsOrigins, { local: false }),
      hostNames: new Set(
        [
          ...(options.hostNames ?? []),
          ...options.corsOrigins
            .filter((o): o is string => typeof o === 'string')
            .map((o) => new URL(o).hostname),
        ].map((h) => h.toLowerCase()),
      ),
    });
  },
  { name: 'admin-access' },
);
