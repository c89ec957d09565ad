/**
 * The typed admin client: one method per admin route, named after its id (`admin.setScenarios({...})`,
 * `admin.journal({ limit: 50 })`, `admin.reset()`), bound to one simulator session. Framework-free and
 * without zod at run time (types only), so the control page and the debug console stay light; the
 * simulator validates what it receives and what it answers.
 */
import type { AdminBody, AdminQuery, AdminReply } from './contract';
import {
  ADMIN_BASE_PATH,
  ADMIN_ROUTE_IDS,
  ADMIN_ROUTES,
  type AdminRouteId,
  DEFAULT_SESSION_ID,
  isSessionRoute,
  MOCK_ADMIN_HEADER,
} from './routes';

export type { AdminReply } from './contract';
export type { Har, JournalEntry } from './journal';
export type { DriftEntry } from './proxy';
export * from './routes';

export interface AdminClientOptions {
  /** The simulator's origin, e.g. `http://127.0.0.1:4010` (the admin API is under /__mock). */
  baseUrl: string;
  /** The session the session routes act on; default `default`, as for a request without one. */
  session?: string;
  /** The simulator's admin token (`--admin-token`), sent as `Authorization: Bearer`. */
  token?: string;
  /**
   * Whether the browser sends cookies: 'include' for a simulator on another origin of the same site, so the
   * admin cookie of the control page's login goes along (default: the browser's, same-origin only).
   */
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

/** The simulator refused a call (its `error` says which field) or could not be reached with it. */
export class AdminApiError extends Error {
  constructor(
    readonly route: AdminRouteId,
    readonly status: number,
    /** The simulator's `error`, or the body when it is not the admin error shape. */
    readonly serverMessage: string,
    url: string,
  ) {
    super(`${ADMIN_ROUTES[route].method} ${url} → ${status}: ${serverMessage}`);
    this.name = 'AdminApiError';
  }
}

/** Body for PUT/POST routes, query for GET routes; none for routes that take neither. */
type InputOf<K extends AdminRouteId> = AdminBody<K> extends undefined ? AdminQuery<K> : AdminBody<K>;
type ArgsOf<K extends AdminRouteId> =
  InputOf<K> extends undefined
    ? []
    : Record<string, never> extends InputOf<K>
      ? [input?: InputOf<K>]
      : [input: InputOf<K>];

export type AdminCalls = {
  readonly [K in AdminRouteId]: (...args: ArgsOf<K>) => Promise<AdminReply<K>>;
};

export interface AdminClient extends AdminCalls {
  readonly baseUrl: string;
  readonly sessionId: string;
  /** The same client acting on another session. */
  forSession(id: string): AdminClient;
}

function queryString(input: object | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input ?? {})) if (v !== undefined) params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const sessionId = options.session ?? DEFAULT_SESSION_ID;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  const call = async (id: AdminRouteId, input?: object): Promise<unknown> => {
    const { method, path } = ADMIN_ROUTES[id];
    const route = isSessionRoute(id) ? path.replace(':id', encodeURIComponent(sessionId)) : path;
    const isGet = method === 'GET';
    const url = `${baseUrl}${ADMIN_BASE_PATH}${route}${isGet ? queryString(input) : ''}`;
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const init: RequestInit = { method, headers };
    if (options.credentials) init.credentials = options.credentials;
    if (!isGet) {
      // Proves the call is not a cross-site form post (the simulator refuses those).
      headers[MOCK_ADMIN_HEADER] = '1';
      if (input !== undefined) {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(input);
      }
    }
    const response = await doFetch(url, init);
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try {
        const error = (JSON.parse(text) as { error?: unknown }).error;
        if (typeof error === 'string') message = error;
      } catch {
        // Not JSON (a proxy's error page): the text itself is the best message.
      }
      throw new AdminApiError(id, response.status, message, url);
    }
    return text ? JSON.parse(text) : null;
  };

  const calls = Object.fromEntries(
    ADMIN_ROUTE_IDS.map((id) => [id, (input?: object) => call(id, input)]),
  ) as unknown as AdminCalls;
  return {
    ...calls,
    baseUrl,
    sessionId,
    forSession: (id) => createAdminClient({ ...options, session: id }),
  };
}
