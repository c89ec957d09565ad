/**
 * The validating proxy (`--proxy`, `--record`): a proxied host's calls go to the real service, each answer is
 * checked against the endpoint's contract (violations into the drift report) and sent on as it came; success
 * answers that met the contract can be recorded as a scenario file. The pipeline asks it only when no scenario
 * override decides the answer itself (routes/pipeline.ts).
 */
import { type AnyEndpoint, type Code, type EnvelopeFamily, FAMILIES, type HostId } from '@wonder/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { failureEnvelope } from '../wire/envelope';
import { answerChecker, type CheckedAnswer } from './check-answer';
import { DriftReport } from './drift-report';
import { AnswerTooLargeError, DEFAULT_PROXY_MAX_BYTES, forward } from './forward';
import { Recorder } from './recorder';
import type { ProxyTargets } from './targets';

export { DriftReport } from './drift-report';
export { DEFAULT_PROXY_MAX_BYTES } from './forward';
export { type ProxyTargets, parseProxyTargets } from './targets';

/** The payload of an envelope: its data field, or (share config) the fields beside code and message. */
function payloadOf(family: EnvelopeFamily, json: unknown): unknown {
  if (family.id === 'raw') return json;
  const envelope = json as Record<string, unknown>;
  if (family.dataField) return envelope[family.dataField];
  const head = new Set<string>([family.codeField, family.messageField, ...Object.keys(family.extra)]);
  return Object.fromEntries(Object.entries(envelope).filter(([k]) => !head.has(k)));
}

export interface ProxiedAnswer {
  status: number;
  payload: string;
  headers: [string, string][];
  code: Code | null;
  note: string;
}

export interface ValidatingProxyOptions {
  targets: ProxyTargets;
  /** Write the real answers as a scenario file here. */
  record?: string;
  /** Most bytes of one real answer, decompressed (default DEFAULT_PROXY_MAX_BYTES); above it a 502. */
  maxBytes?: number;
  log: FastifyBaseLogger;
}

export class ValidatingProxy {
  readonly report = new DriftReport();
  readonly recorder: Recorder | null;
  readonly targets: ProxyTargets;
  private readonly maxBytes: number;
  private readonly checkers = new Map<string, (text: string) => CheckedAnswer>();

  constructor(options: ValidatingProxyOptions) {
    this.targets = options.targets;
    this.maxBytes = options.maxBytes ?? DEFAULT_PROXY_MAX_BYTES;
    this.recorder = options.record ? new Recorder(options.record, options.log) : null;
  }

  targetOf(host: HostId): string | undefined {
    return this.targets.get(host);
  }

  async answer(request: FastifyRequest, endpoint: AnyEndpoint, base: string): Promise<ProxiedAnswer> {
    const family = FAMILIES[endpoint.family];
    let real: Awaited<ReturnType<typeof forward>>;
    try {
      real = await forward(request, endpoint, base, this.maxBytes);
    } catch (error) {
      // The real service is down, too slow or answers too much: what a gateway answers, in the host's envelope.
      const reason =
        error instanceof AnswerTooLargeError
          ? error.message
          : error instanceof Error
            ? error.cause instanceof Error
              ? error.cause.message
              : error.message
            : String(error);
      const message =
        error instanceof AnswerTooLargeError
          ? `proxy: ${base} ${reason}`
          : `proxy: ${base} did not answer: ${reason}`;
      return {
        status: 502,
        payload: JSON.stringify(failureEnvelope(endpoint.family, 502, message)),
        headers: [],
        code: null,
        note: message,
      };
    }
    let check = this.checkers.get(endpoint.id);
    if (!check) {
      check = answerChecker(endpoint);
      this.checkers.set(endpoint.id, check);
    }
    const checked = check(real.text);
    this.report.add(endpoint, checked.violations);
    if (checked.success && this.recorder) {
      this.recorder.add(endpoint, payloadOf(family, checked.json));
    }
    const code =
      family.id !== 'raw' && typeof checked.json === 'object' && checked.json !== null
        ? ((checked.json as Record<string, Code>)[family.codeField] ?? null)
        : null;
    const drift = checked.violations.length;
    return {
      status: real.status,
      payload: real.text,
      headers: real.headers,
      code: typeof code === 'string' || typeof code === 'number' ? code : null,
      note: `proxy → ${base}${drift ? ` — ${drift} contract violation${drift > 1 ? 's' : ''}` : ''}`,
    };
  }
}
