/**
 * The ways a call can fail that the app must handle, per endpoint, and what the parent must then see. Both are
 * built from the code, not listed by hand:
 * - the ways: the four a network has (a gateway's 502, a 504, a reset connection, no answer in time), the
 *   global expiry codes on every call that carries a token (doc 1 §8), each business code the app's error
 *   table names for the endpoint (web/src/domain/error-policy.ts) and one the host answers that the table does
 *   not name (the simulator's code catalogue), which takes the spec's default;
 * - the outcome: the app's own error policy (web/src/lib/errors.ts classifyError, error-policy.ts decideAnswer)
 *   says whether the failure sends the parent to /login, toasts a text, or is left to the screen.
 * The sweep then checks the screen really does that, without a storm, an endless skeleton or raw words.
 */
import {
  AUTH_RULES,
  type Code,
  ENDPOINTS_BY_ID,
  FAMILIES,
  GLOBAL_EXPIRY_CODES,
  isGlobalExpiryCode,
  isSuccessCode,
} from '@wonder/contracts';
import { ApiBusinessError, type ApiError, ApiNetworkError } from '@wonder/contracts/client';
import { decideAnswer, ERROR_TABLE } from '@wonder/web/src/domain/error-policy.ts';
import { classifyError } from '@wonder/web/src/lib/errors.ts';
import { texts } from '@wonder/web/src/texts/index.ts';

export const TRANSPORT_FAULTS = ['gateway-502', 'status-504', 'reset', 'timeout'] as const;
export type TransportFault = (typeof TRANSPORT_FAULTS)[number];

export type SweepFailure =
  | { kind: 'fault'; fault: TransportFault }
  | { kind: 'expiry'; code: string }
  /** `named`: the error table names this code for the endpoint; otherwise the host's default. */
  | { kind: 'code'; code: Code; named: boolean };

/** A short, stable id of a failure ('504', 'expiry-1000014', 'code-201'). */
export function failureId(f: SweepFailure): string {
  if (f.kind === 'fault') return f.fault.replace('status-', '').replace('gateway-', '');
  return `${f.kind}-${String(f.code)}`;
}

/** The failure class a column of the printed matrix stands for. */
export function failureClass(f: SweepFailure): string {
  if (f.kind === 'fault') return failureId(f);
  return f.kind === 'expiry' ? 'expiry' : f.named ? 'table code' : 'other code';
}

/** Does the retry of doc 1 §7 (404, 504, no answer) send this failure twice? */
export function isRetried(f: SweepFailure): boolean {
  return f.kind === 'fault' && f.fault !== 'gateway-502';
}

export const endpointOf = (id: string) => {
  const e = ENDPOINTS_BY_ID.get(id);
  if (!e) throw new Error(`the journal names an endpoint the contracts do not: ${id}`);
  return e;
};

const tableCodes = (id: string): Code[] => {
  const rules =
    (ERROR_TABLE as Readonly<Record<string, readonly { codes?: readonly Code[] }[] | undefined>>)[id] ?? [];
  return [...new Set(rules.flatMap((r) => r.codes ?? []))];
};

/**
 * A business code the host answers that means none of success, expiry or a protocol status: the host's code
 * for "it did not work" (the simulator's catalogue per host, GET /__mock/faults/catalogue).
 */
export function hostFailureCode(
  family: keyof typeof FAMILIES,
  codes: readonly { code: Code; meaning: string }[],
): Code | null {
  if (FAMILIES[family].id === 'raw') return null;
  const protocol = new Set(['400', '404', '413', '414', '415', '504']);
  const candidate = codes.find(
    (c) =>
      c.meaning !== 'success' &&
      !isGlobalExpiryCode(c.code) &&
      !protocol.has(String(c.code)) &&
      !isSuccessCode(FAMILIES[family].success, c.code),
  );
  return candidate?.code ?? null;
}

/** Every way `endpointId` can fail that the app must handle. */
export function failuresOf(
  endpointId: string,
  hostCodes: readonly { code: Code; meaning: string }[],
): SweepFailure[] {
  const e = endpointOf(endpointId);
  const out: SweepFailure[] = TRANSPORT_FAULTS.map((fault) => ({ kind: 'fault', fault }));
  if (e.headers.some((h) => AUTH_RULES.includes(h)) || e.ignoresGlobalExpiry) {
    for (const code of GLOBAL_EXPIRY_CODES) out.push({ kind: 'expiry', code });
  }
  const named = tableCodes(endpointId).filter((c) => !isSuccessCode(e.successCodes, c));
  for (const code of named) out.push({ kind: 'code', code, named: true });
  const other = hostFailureCode(e.family, hostCodes);
  if (
    other !== null &&
    !named.some((c) => String(c) === String(other)) &&
    !isSuccessCode(e.successCodes, other)
  ) {
    out.push({ kind: 'code', code: other, named: false });
  }
  return out;
}

/** What the simulator is told to do, as an ad-hoc fault of the session (contracts/src/admin/faults.ts). */
export function faultFor(endpointId: string, f: SweepFailure, message: string) {
  if (f.kind === 'fault') return { endpoint: endpointId, fault: f.fault };
  // The token check's own answer (mock-server routes/auth.ts): HTTP 401 with the code.
  if (f.kind === 'expiry') return { endpoint: endpointId, code: Number(f.code), message, status: 401 };
  return { endpoint: endpointId, code: f.code, message };
}

export type Expected =
  /** User cleared, 登录状态失效, /login. */
  | { kind: 'login'; toast: string }
  /** This toast, and nothing else of the failure's words. */
  | { kind: 'toast'; toast: string }
  /** No toast of its own: the screen shows the failure itself (or nothing, where the spec says so). */
  | { kind: 'screen'; mayShowMessage: boolean };

/** The error the app's client throws for this failure (contracts/src/client/client.ts). */
function errorFor(endpointId: string, f: SweepFailure, message: string, sentBody: unknown): ApiError {
  const e = endpointOf(endpointId);
  let error: ApiError;
  if (f.kind === 'fault') {
    error =
      f.fault === 'timeout'
        ? new ApiNetworkError(e.host, e.id, 'timeout')
        : f.fault === 'reset'
          ? new ApiNetworkError(e.host, e.id, 'network')
          : new ApiNetworkError(e.host, e.id, 'http', f.fault === 'gateway-502' ? 502 : 504);
  } else {
    error = new ApiBusinessError(
      e.host,
      e.id,
      f.code,
      message,
      f.kind === 'expiry' ? 401 : 200,
      null,
      e.ignoresGlobalExpiry,
    );
  }
  error.request = { body: sentBody };
  return error;
}

/**
 * What the parent must see when `endpointId` fails this way on `screenPath`, by the app's own policy. `sentBody`
 * is what the call sent (the journal's copy): a policy may depend on it (1000012 shows the messageText it sent,
 * the home list toasts page 1 only).
 */
export function expectedOutcome(
  endpointId: string,
  f: SweepFailure,
  message: string,
  sentBody: unknown,
  screenPath: string,
): Expected {
  const error = errorFor(endpointId, f, message, sentBody);
  switch (classifyError(error)) {
    case 'expired':
      return screenPath === '/login'
        ? { kind: 'screen', mayShowMessage: false }
        : { kind: 'login', toast: texts.request.loginExpired };
    case 'member-network':
      return { kind: 'toast', toast: texts.request.networkError };
    case 'timeout':
      return { kind: 'toast', toast: texts.request.timeoutText };
    case 'network':
    case 'cancelled':
      return { kind: 'screen', mayShowMessage: false };
    case 'answer': {
      const decision = decideAnswer(error);
      if (decision.kind === 'toast') return { kind: 'toast', toast: decision.message };
      // A 'screen' rule may show the message where the spec says (step-up's 201 dialog: 用户ID：{id}，{msg}).
      const rule = (ERROR_TABLE as Readonly<Record<string, readonly { kind: string }[] | undefined>>)[
        endpointId
      ];
      return {
        kind: 'screen',
        mayShowMessage: decision.kind === 'quiet' && !!rule?.some((r) => r.kind === 'screen'),
      };
    }
  }
}

/**
 * Words of a simulator, a gateway or a server that never reach a parent on their own: the fault pages' and
 * the token check's (a parent reads the app's 登录状态失效, not the server's reason in brackets).
 */
export const RAW_WORDS: readonly string[] = [
  'simulated fault',
  'Bad Gateway',
  'Gateway Timeout',
  'nginx',
  'Not Found',
  'Internal Server Error',
  '（缺少token）',
  '（token无效）',
  '（token已过期）',
];
