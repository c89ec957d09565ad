/**
 * Faults: what a misbehaving network does to the app. Latency delays the answer; 'timeout' holds the
 * request past the client's timeout and then drops the connection; 'reset' and 'host-down' drop it at
 * once (no HTTP answer at all); 'status-404' / 'status-504' answer that status, which the app's client
 * retries once. Held requests are tracked so closing the server never waits for them.
 */
import type { FamilyId } from '@wonder/contracts';
import { MAX_DELAY_MS } from '@wonder/contracts/admin/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureEnvelope } from '../routes/envelope';
import type { FaultKind } from '../scenarios/types';

export { MAX_DELAY_MS } from '@wonder/contracts/admin/client';

export interface FaultOptions {
  /** Cap of the 'timeout' hold (default: the endpoint timeout + 1 s, at most 61 s). */
  maxHoldMs: number;
}

export class HeldRequests {
  private readonly held = new Map<NodeJS.Timeout, () => void>();

  hold(ms: number, drop: () => void): void {
    const timer = setTimeout(() => {
      this.held.delete(timer);
      drop();
    }, ms);
    this.held.set(timer, drop);
  }

  get size(): number {
    return this.held.size;
  }

  /** Drop everything still held (server shutdown). */
  releaseAll(): void {
    for (const [timer, dropNow] of this.held) {
      clearTimeout(timer);
      dropNow();
    }
    this.held.clear();
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

/**
 * Apply a fault. Returns the HTTP status sent, or null when the connection is dropped (now or later).
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
    case 'timeout': {
      reply.hijack();
      const ms = Math.min(timeoutMs + 1000, options.maxHoldMs);
      held.hold(ms, () => drop(request));
      // If the client gives up first, nothing is left to do; the timer just finds a closed socket.
      return null;
    }
    case 'reset':
    case 'host-down':
      reply.hijack();
      drop(request);
      return null;
  }
}
