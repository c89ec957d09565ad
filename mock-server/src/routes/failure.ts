/**
 * The one way the pipeline answers a failure: in the endpoint's envelope family, with the request's journal
 * entry completed, so a 4xx from validation and a business failure from a handler look alike to QA.
 */
import type { AnyEndpoint, Code } from '@wonder/contracts';
import type { FastifyReply } from 'fastify';
import { finishEntry, type RequestState } from './context';
import { failureEnvelope, familyCode } from './envelope';

export interface FailureOptions {
  /** Null when the request never got a session (a refused session id): nothing to journal then. */
  state: RequestState | null;
  endpoint: Pick<AnyEndpoint, 'family'>;
  /** HTTP status; business failures are 200 like the real hosts. */
  status: number;
  code: Code;
  message: string;
  /** Default null. */
  data?: unknown;
  /** The journal's note on why this failure was answered. */
  note?: string | null;
  /** Fields beside code/message in the envelope (e.g. ems `studentCode` on a 201). */
  extra?: Readonly<Record<string, unknown>>;
}

export function sendFailure(reply: FastifyReply, options: FailureOptions): FastifyReply {
  const { state, endpoint, status, message, extra } = options;
  const code = familyCode(endpoint.family, options.code);
  if (state) finishEntry(state, status, code, options.note ?? null);
  return reply
    .code(status)
    .send(failureEnvelope(endpoint.family, code, message, options.data ?? null, extra));
}
