/**
 * Faults: what a misbehaving network does to the app. Latency delays the answer; 'timeout' holds the
 * request past the client's timeout and then drops the connection; 'reset' and 'host-down' drop it at
 * once (no HTTP answer at all); 'status-404' / 'status-504' answer that status, which the app's client
 * retries once; 'gateway-502' answers the HTML error page a gateway (nginx) gives when its upstream is gone.
 * The body faults deliver the endpoint's own answer badly: 'truncated-body' cuts it in half (with a matching
 * Content-Length, as a proxy that gave up would), 'slow-body' dribbles it out over longer than the client
 * waits, 'close-mid-body' announces the whole length and closes the connection half-way.
 * Held and dribbling requests are tracked so closing the server never waits for them.
 */
import type { FamilyId } from '@wonder/contracts';
import { type FaultKind, MAX_DELAY_MS } from '@wonder/contracts/admin/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureEnvelope } from '../wire/envelope';

export interface FaultOptions {
  /** Cap of the 'timeout' hold and the 'slow-body' dribble (default: the endpoint timeout + 1 s, at most 61 s). */
  maxHoldMs: number;
}

/** Faults that send the endpoint's own answer, badly; the others answer instead of it. */
const BODY_FAULTS: ReadonlySet<FaultKind> = new Set(['truncated-body', 'slow-body', 'close-mid-body']);

export function isBodyFault(fault: FaultKind | null): boolean {
  return fault !== null && BODY_FAULTS.has(fault);
}

/** Requests a fault keeps open (held, dribbling): each with the function that ends it now. */
export class HeldRequests {
  private readonly held = new Set<() => void>();

  /** Track `end` until the returned function is called (the request finished by itself). */
  track(end: () => void): () => void {
    this.held.add(end);
    return () => this.held.delete(end);
  }

  hold(ms: number, drop: () => void): void {
    const timer = setTimeout(() => {
      release();
      drop();
    }, ms);
    const release = this.track(() => {
      clearTimeout(timer);
      drop();
    });
  }

  get size(): number {
    return this.held.size;
  }

  /** End everything still open (server shutdown). */
  releaseAll(): void {
    const all = [...this.held];
    this.held.clear();
    for (const end of all) end();
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(0, ms), MAX_DELAY_MS)));
}

function drop(request: FastifyRequest): void {
  const socket = request.raw.socket;
  if (socket && !socket.destroyed) socket.destroy();
  else request.raw.destroy();
}

/** What nginx answers when its upstream is down: the page the app's client gets instead of JSON. */
export const GATEWAY_502_HTML = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

/** How long a held or dribbled request lasts: past the client's own timeout, within the cap. */
const holdMs = (timeoutMs: number, options: FaultOptions) => Math.min(timeoutMs + 1000, options.maxHoldMs);

/**
 * Apply a fault that answers instead of the endpoint. Returns the HTTP status sent, or null when the
 * connection is dropped (now or later).
 */
export function applyFault(
  fault: FaultKind,
  request: FastifyRequest,
  reply: FastifyReply,
  family: FamilyId,
  timeoutMs: number,
  held: HeldRequests,
  options: FaultOptions,
): number | null {
  switch (fault) {
    case 'status-404':
      reply.code(404).send(failureEnvelope(family, 404, 'Not Found (simulated fault)'));
      return 404;
    case 'status-504':
      reply.code(504).send(failureEnvelope(family, 504, 'Gateway Timeout (simulated fault)'));
      return 504;
    case 'gateway-502':
      reply.code(502).type('text/html').send(GATEWAY_502_HTML);
      return 502;
    case 'timeout': {
      reply.hijack();
      held.hold(holdMs(timeoutMs, options), () => drop(request));
      // If the client gives up first, nothing is left to do; the timer just finds a closed socket.
      return null;
    }
    case 'reset':
    case 'host-down':
      reply.hijack();
      drop(request);
      return null;
    default:
      throw new Error(`'${fault}' delivers an answer: use deliverWithFault`);
  }
}

/** Pieces 'slow-body' sends the answer in: enough to look like a trickle, few enough timers. */
const DRIBBLE_PIECES = 20;

/**
 * Send `payload` (JSON text) with a body fault. The status and headers go out at once, as a real server's
 * would; only the body misbehaves.
 */
export function deliverWithFault(
  fault: FaultKind,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  payload: string,
  timeoutMs: number,
  held: HeldRequests,
  options: FaultOptions,
): void {
  const bytes = Buffer.from(payload);
  const half = bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2)));
  if (fault === 'truncated-body') {
    reply.code(status).type('application/json; charset=utf-8').send(half);
    return;
  }
  reply.hijack();
  const raw = reply.raw;
  // The headers set so far (CORS, x-mock-session) still go out: a cross-origin app must see the body misbehave,
  // not a CORS error.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) raw.setHeader(name, typeof value === 'number' ? String(value) : value);
  raw.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': bytes.length,
  });
  if (fault === 'close-mid-body') {
    // Written, then the socket goes: the client has headers promising more than it will ever get.
    raw.write(half, () => drop(request));
    return;
  }
  const every = holdMs(timeoutMs, options) / DRIBBLE_PIECES;
  const size = Math.ceil(bytes.length / DRIBBLE_PIECES);
  let sent = 0;
  const stop = () => {
    clearInterval(timer);
    release();
  };
  const timer = setInterval(() => {
    if (raw.destroyed) return stop();
    const piece = bytes.subarray(sent, sent + size);
    sent += piece.length;
    if (sent >= bytes.length) {
      stop();
      raw.end(piece);
    } else raw.write(piece);
  }, every);
  const release = held.track(() => {
    clearInterval(timer);
    drop(request);
  });
  raw.once('close', stop);
}
