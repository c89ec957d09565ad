/**
 * The client's typed errors. The app maps them to the spec's toasts and dialogs in one place
 * (expiry → /login, timeout → 网络超时, member/crm network failure → 网络异常, others → server message).
 */
import type * as z from 'zod/mini';
import { type Code, isGlobalExpiryCode } from '../envelopes';
import type { HostId } from '../hosts';

/** What a failed call sent, as its caller gave it (before the client's parsing). */
export interface SentRequest {
  query?: unknown;
  body?: unknown;
}

export abstract class ApiError extends Error {
  /**
   * The call's query and body, set by the client before onError sees the error: a policy may depend on
   * what was asked (the home list toasts a failure of page 1 only; the code login's 1000012 shows the
   * messageText it sent).
   */
  request: SentRequest = {};

  constructor(
    readonly host: HostId,
    readonly endpointId: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The host answered, with a code that is not success for this endpoint. */
export class ApiBusinessError extends ApiError {
  readonly isGlobalExpiry: boolean;
  constructor(
    host: HostId,
    endpointId: string,
    readonly code: Code,
    /** The server's message, shown as a toast by most screens. */
    readonly serverMessage: string,
    /** HTTP status of the reply (business failures usually arrive with 200). */
    readonly status: number,
    /** The whole reply, for callers that read more (step-up 201 carries studentCode). */
    readonly body: unknown,
    ignoresGlobalExpiry = false,
  ) {
    super(host, endpointId, `${endpointId} answered code ${String(code)}: ${serverMessage}`);
    this.isGlobalExpiry = !ignoresGlobalExpiry && isGlobalExpiryCode(code);
  }
}

export interface ContractIssue {
  /** Dotted field path, e.g. `data.userinfos.0.userId`. */
  path: string;
  message: string;
}

/** A request or a reply does not match the contract: a bug on one side, never shown raw to parents. */
export class ApiContractError extends ApiError {
  constructor(
    host: HostId,
    endpointId: string,
    readonly direction: 'request' | 'reply',
    readonly issues: readonly ContractIssue[],
  ) {
    const where = issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ');
    super(host, endpointId, `${endpointId} ${direction} off contract at ${where}`);
  }

  static fromZod(host: HostId, endpointId: string, direction: 'request' | 'reply', error: z.core.$ZodError) {
    return new ApiContractError(
      host,
      endpointId,
      direction,
      error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    );
  }
}

/**
 * No usable answer: timed out, no response at all, an HTTP status that is not a host's answer (a 404 or 5xx,
 * or a 4xx without an envelope), or not sent: the endpoint keeps failing (`'breaker'`, breaker.ts), or it
 * carries the login's headers and the login is gone (`'no-login'`, ClientConfig.withoutLogin).
 */
export class ApiNetworkError extends ApiError {
  constructor(
    host: HostId,
    endpointId: string,
    readonly kind: 'timeout' | 'network' | 'http' | 'breaker' | 'no-login',
    readonly status?: number,
    cause?: unknown,
  ) {
    super(host, endpointId, `${endpointId} failed: ${kind}${status ? ` ${status}` : ''}`);
    if (cause !== undefined) this.cause = cause;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
