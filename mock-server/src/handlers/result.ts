/** What a handler returns: the payload, or a business failure the pipeline answers in the host's envelope. */
import type { Code } from '@wonder/contracts';

export interface Success<D> {
  readonly kind: 'ok';
  readonly data: D;
  readonly code?: Code;
  readonly message?: string;
  /**
   * `data` as JSON text, exactly what JSON.stringify(data) gives, when the handler wrote it more cheaply than a
   * serialisation of the object: the pipeline sends it instead of serialising `data` again (`data` is still
   * what the reply check validates).
   */
  readonly json?: string;
}

export interface Failure {
  readonly kind: 'fail';
  readonly code: Code;
  readonly message: string;
  readonly data?: unknown;
  /** HTTP status; business failures are 200 like the real hosts. */
  readonly status?: number;
  /** Fields beside code/message in the envelope (e.g. ems `studentCode` on a 201). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

export type HandlerResult<D = unknown> = Success<D> | Failure;

export function ok<D>(data: D, options: { code?: Code; message?: string } = {}): Success<D> {
  return { kind: 'ok', data, ...options };
}

export interface FailOptions {
  /** Default null. */
  data?: unknown;
  status?: number;
  extra?: Readonly<Record<string, unknown>>;
}

export function fail(code: Code, message: string, options: FailOptions = {}): Failure {
  return {
    kind: 'fail',
    code,
    message,
    data: options.data ?? null,
    ...(options.status === undefined ? {} : { status: options.status }),
    ...(options.extra === undefined ? {} : { extra: options.extra }),
  };
}
