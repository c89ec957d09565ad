/**
 * The framework-free client: one function that sends any endpoint of the contracts and returns its typed
 * data, or throws one of the typed errors. Plumbing (timeouts, the single retry) is ky's; what is ours is
 * the spec's rules: which headers, which timeout, which codes mean success, and parsing every reply.
 */
import ky, { HTTPError, type Options, TimeoutError } from 'ky';
import type * as z from 'zod/mini';
import type { AnyEndpoint, BodyOf, DataOf, QueryOf } from '../endpoint';
import { envelopeHead, envelopeOf, FAMILIES, failureMessage, isSuccessCode } from '../envelopes';
import { MEMBER_APP_ID } from '../headers';
import type { HostId } from '../hosts';
import { type Credentials, headersFor, type RequestEnvironment } from './auth-headers';
import { type BreakerPolicy, CallBreaker, callKey } from './breaker';
import { ApiBusinessError, ApiContractError, type ApiError, ApiNetworkError, isApiError } from './errors';

/**
 * Retry exactly once when there is no response (network failure or timeout) or the status is 404 or 504
 * (doc 1 §7: the gateway answers 504 while a pod restarts, and 404 during a rolling deploy). Never on
 * other statuses and never on a business code: those arrive as answers.
 */
export const RETRY_STATUS_CODES = [404, 504] as const;
export const RETRY_LIMIT = 1;

export interface ClientConfig {
  /** Base URL per host, e.g. { member: 'https://member.example.com', … } or the simulator's prefixes. */
  baseUrls: Readonly<Record<HostId, string>>;
  /**
   * Base URLs of the hosts that have a grey (canary) deployment (doc 3 §6 "A grey-environment flag selects
   * the host for learning-partner calls"), used by calls made with `grey: true`; a host without one here
   * answers on its usual URL.
   */
  greyBaseUrls?: Readonly<Partial<Record<HostId, string>>>;
  /** The logged-in user's credentials, read at call time; null for a visitor. */
  credentials?: () => Credentials | null;
  /** The runtime environment, read at call time. */
  environment?: () => RequestEnvironment;
  /** Member appid header value. */
  memberAppId?: string;
  /** fetch implementation (tests, Pact, SSR); defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Extra headers on every request (the simulator's x-mock-session, a real service's auth). */
  extraHeaders?: () => Record<string, string>;
  /** Called with every error before it is thrown: the app's one place for global handling. */
  onError?: (error: ApiError) => void;
  /** The storm guard's limits (breaker.ts); `false` only where a test must see every send. */
  breaker?: BreakerPolicy | false;
  /** The breaker's clock (tests). */
  now?: () => number;
  /**
   * A call whose headers carry the login (the `session` or `stepUp` rule) when there is none: `'send'` it
   * without them (the default: the host answers a global expiry code, as the real ones do for a visitor), or
   * `'refuse'` it unsent with ApiNetworkError kind `'no-login'`. The app refuses: a screen's call made from
   * the render before its login ended (an expiry's logout, then the move to /login) is one the login's
   * owner no longer makes, and sent it was a request the OpenAPI document does not allow (the failure
   * sweep, issue 38: getPersonInfo again after an expiry code, without klzz_ol_home_time).
   */
  withoutLogin?: 'send' | 'refuse';
}

/** Header rules that carry the login's credentials: not to be sent without one when the client refuses. */
const LOGIN_RULES: readonly string[] = ['session', 'stepUp'];
const needsLogin = (endpoint: AnyEndpoint) => endpoint.headers.some((rule) => LOGIN_RULES.includes(rule));

export interface CallOptions<E extends AnyEndpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Verification string of a solved slider captcha (SMS send retry after 4011). */
  captchaSecondCode?: string;
  /** The `token` header carries this service token instead of the user's (doc 3 §7: learning partner). */
  serviceToken?: string;
  /** Call the host's grey deployment (ClientConfig.greyBaseUrls). */
  grey?: boolean;
  signal?: AbortSignal;
  /** The request may outlive the page (fetch's keepalive): a tracking batch sent as the page is hidden. */
  keepalive?: boolean;
}

export interface Reply<D> {
  data: D;
  /** The whole parsed envelope (count on the app host, time on step-up, …). */
  envelope: Record<string, unknown>;
  status: number;
}

export interface ApiClient {
  /** Send the call and return its typed data. */
  call<E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>): Promise<DataOf<E>>;
  /** Same, with the whole envelope and HTTP status. */
  request<E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>): Promise<Reply<DataOf<E>>>;
}

const defaultEnvironment = (): RequestEnvironment => ({ miniProgram: false });

function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  endpoint: AnyEndpoint,
  direction: 'request' | 'reply',
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ApiContractError.fromZod(endpoint.host, endpoint.id, direction, result.error);
  return result.data;
}

function toSearchParams(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null) continue;
      params.set(k, Array.isArray(v) || typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  return params;
}

type ReadJson = { ok: true; value: unknown } | { ok: false; cutShort: boolean };

/**
 * The body as JSON. The endpoint's timeout covers the body too (counted from the headers: ky's covers the wait
 * for them), so a body that trickles in is a timeout, not a page waiting forever. A body the connection lost
 * half-way is a network failure. `cutShort`: it was announced as JSON and does not parse, so it was cut on the
 * way (a proxy that gave up), unlike an answer that is not JSON at all (an HTML error page).
 */
async function readJson(response: Response, endpoint: AnyEndpoint): Promise<ReadJson> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      void response.body?.cancel().catch(() => undefined);
      reject(new ApiNetworkError(endpoint.host, endpoint.id, 'timeout', response.status));
    }, endpoint.timeoutMs);
  });
  let text: string;
  try {
    text = await Promise.race([response.text(), deadline]);
  } catch (error) {
    if (error instanceof ApiNetworkError) throw error;
    throw new ApiNetworkError(endpoint.host, endpoint.id, 'network', response.status, error);
  } finally {
    clearTimeout(timer);
  }
  const cutShort = /json/i.test(response.headers.get('content-type') ?? '');
  if (!text) return { ok: false, cutShort };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, cutShort };
  }
}

/**
 * A POST's body travels beside ky's Request, as the JSON text fetch is given, not inside it: ky keeps its
 * Request for the retry and sends a clone, and a body in a Request is a stream that the clone splits in two.
 * That was half a millisecond per POST on a desktop, 2 ms on a phone (issue 40: a home's load sends about
 * fifteen), and Chromium does not show a stream's body: DevTools' Network panel said "no payload" for every
 * POST, and the failure sweep could not tell one tracking batch from another (e2e/sweep/probe.ts). ky hands
 * an option it does not know to fetch as it is.
 */
const BODY_TEXT = 'bodyText';

type InitWithBody = RequestInit & { [BODY_TEXT]?: string };

function fetchWithBodyText(
  fetchImpl: typeof globalThis.fetch,
  input: Parameters<typeof globalThis.fetch>[0],
  init?: InitWithBody,
): Promise<Response> {
  if (init?.[BODY_TEXT] === undefined) return fetchImpl(input, init);
  const { [BODY_TEXT]: body, ...rest } = init;
  return fetchImpl(input, { ...rest, body });
}

export function createClient(config: ClientConfig): ApiClient {
  const http = ky.create({
    // Looked up at each call: a test may stub the global fetch after the client is made.
    fetch: (input, init) => fetchWithBodyText(config.fetch ?? globalThis.fetch, input, init),
    throwHttpErrors: true,
    retry: {
      limit: RETRY_LIMIT,
      methods: ['get', 'post'],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [],
      retryOnTimeout: true,
      delay: () => 0,
    },
  });

  /** Judge a reply body by the endpoint's envelope family and schema. */
  function judge(endpoint: AnyEndpoint, status: number, body: unknown): Reply<unknown> {
    const family = FAMILIES[endpoint.family];
    if (family.id !== 'raw') {
      const head = parseOrThrow(envelopeHead(family), body, endpoint, 'reply') as Record<string, unknown>;
      const code = head[family.codeField] as string | number;
      if (!isSuccessCode(endpoint.successCodes, code)) {
        throw new ApiBusinessError(
          endpoint.host,
          endpoint.id,
          code,
          failureMessage(family, head),
          status,
          body,
          endpoint.ignoresGlobalExpiry,
        );
      }
    }
    const envelope = parseOrThrow(envelopeOf(family, endpoint.data), body, endpoint, 'reply');
    if (family.id === 'raw') return { data: envelope, envelope: {}, status };
    const record = envelope as Record<string, unknown>;
    const data = family.dataField === null ? record : record[family.dataField];
    return { data, envelope: record, status };
  }

  async function send(endpoint: AnyEndpoint, options: CallOptions<AnyEndpoint>): Promise<Reply<unknown>> {
    const query = endpoint.query
      ? parseOrThrow(endpoint.query, options.query ?? {}, endpoint, 'request')
      : undefined;
    const body = endpoint.body
      ? parseOrThrow(endpoint.body, options.body ?? {}, endpoint, 'request')
      : undefined;
    const headers = {
      ...config.extraHeaders?.(),
      ...headersFor(endpoint, {
        credentials: config.credentials?.() ?? null,
        environment: (config.environment ?? defaultEnvironment)(),
        memberAppId: config.memberAppId ?? MEMBER_APP_ID,
        captchaSecondCode: options.captchaSecondCode,
        serviceToken: options.serviceToken,
      }),
    };
    const greyBase = options.grey ? config.greyBaseUrls?.[endpoint.host] : undefined;
    const base = (greyBase ?? config.baseUrls[endpoint.host]).replace(/\/$/, '');
    const search = query === undefined ? '' : toSearchParams(query).toString();
    const url = `${base}${endpoint.path}${search ? `?${search}` : ''}`;

    let response: Response;
    try {
      const post = endpoint.method === 'POST';
      const request: Options & InitWithBody = {
        method: endpoint.method,
        headers: post ? { 'content-type': 'application/json', ...headers } : headers,
        ...(post ? { [BODY_TEXT]: JSON.stringify(body ?? {}) } : {}),
        timeout: endpoint.timeoutMs,
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      };
      response = await http(url, request);
    } catch (error) {
      if (error instanceof HTTPError) {
        const httpStatus = error.response.status;
        // Hosts answer expiry and validation failures with 4xx and an envelope: judge it like any reply. A 404 or
        // a 5xx is the way there failing (a gateway, a pod restarting, a crashed upstream), whatever its body
        // says: its words were never meant for a parent.
        if (httpStatus === 404 || httpStatus >= 500) {
          void error.response.body?.cancel().catch(() => undefined);
          throw new ApiNetworkError(endpoint.host, endpoint.id, 'http', httpStatus, error);
        }
        const parsed = await readJson(error.response, endpoint);
        if (parsed.ok && FAMILIES[endpoint.family].id !== 'raw') {
          const head = envelopeHead(FAMILIES[endpoint.family]).safeParse(parsed.value);
          if (head.success) return judge(endpoint, error.response.status, parsed.value);
        }
        throw new ApiNetworkError(endpoint.host, endpoint.id, 'http', error.response.status, error);
      }
      if (error instanceof TimeoutError)
        throw new ApiNetworkError(endpoint.host, endpoint.id, 'timeout', undefined, error);
      throw new ApiNetworkError(endpoint.host, endpoint.id, 'network', undefined, error);
    }
    const parsed = await readJson(response, endpoint);
    if (!parsed.ok && parsed.cutShort)
      throw new ApiNetworkError(endpoint.host, endpoint.id, 'network', response.status);
    if (!parsed.ok) {
      throw new ApiContractError(endpoint.host, endpoint.id, 'reply', [
        { path: '', message: 'body is not JSON' },
      ]);
    }
    return judge(endpoint, response.status, parsed.value);
  }

  const breaker = config.breaker === false ? null : new CallBreaker(config.breaker || undefined, config.now);

  /** A failure that says the service struggles, as opposed to the app giving the call up or never sending it. */
  const countsAsFailure = (error: ApiError) =>
    !(error instanceof ApiContractError && error.direction === 'request') &&
    !(error instanceof ApiNetworkError && error.kind === 'no-login') &&
    !(
      error instanceof ApiNetworkError &&
      (error.cause as { name?: unknown } | undefined)?.name === 'AbortError'
    );

  async function request<E extends AnyEndpoint>(endpoint: E, options: CallOptions<E> = {}) {
    const key = breaker ? callKey(options) : '';
    const verdict = breaker?.verdict(endpoint.id, key) ?? { kind: 'send' };
    try {
      if (verdict.kind === 'replay') throw verdict.error;
      if (verdict.kind === 'open') throw new ApiNetworkError(endpoint.host, endpoint.id, 'breaker');
      if (config.withoutLogin === 'refuse' && needsLogin(endpoint) && !config.credentials?.())
        throw new ApiNetworkError(endpoint.host, endpoint.id, 'no-login');
      const reply = (await send(endpoint, options as CallOptions<AnyEndpoint>)) as Reply<DataOf<E>>;
      breaker?.succeeded(endpoint.id);
      return reply;
    } catch (error) {
      if (isApiError(error)) {
        if (verdict.kind === 'send' && countsAsFailure(error)) breaker?.failed(endpoint.id, key, error);
        error.request = { query: options.query, body: options.body };
        config.onError?.(error);
      }
      throw error;
    }
  }

  return {
    request,
    async call(endpoint, options) {
      return (await request(endpoint, options)).data;
    },
  };
}

export type { Credentials, RequestEnvironment };
