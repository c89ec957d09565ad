/** Admin routes: read and move a session's virtual clock, never outside CLOCK_MIN_MS..CLOCK_MAX_MS. */
import { CLOCK_MAX_MS, CLOCK_MIN_MS } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { asAdmin } from '../store/backend';
import { bad, serve } from './route';

const iso = (ms: number) => new Date(ms).toISOString();

export async function clockRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend } = admin.mock;
  const backend = asAdmin(hostBackend);

  serve(admin, 'clock', ({ params }) =>
    backend.read(params.id, (s) => ({ session: s.id, ...s.clock.snapshot() })),
  );
  // In this order, so one call can say "from real time, jump to D, then one day on". The target is worked
  // out first and checked against the range; only then does the clock move, so a refused call changes nothing.
  serve(admin, 'setClock', ({ params, body }) =>
    backend.use(params.id, (s) => {
      let at = body.reset ? Date.now() : s.now();
      let frozen = body.reset ? false : s.clock.snapshot().frozen;
      if (body.set !== undefined) {
        at = typeof body.set === 'number' ? body.set : Date.parse(body.set);
        frozen = body.freeze ?? false;
      } else if (body.freeze !== undefined) {
        frozen = body.freeze;
      }
      if (body.advanceMs !== undefined) at += body.advanceMs;
      if (at < CLOCK_MIN_MS || at > CLOCK_MAX_MS)
        bad(
          `body${body.advanceMs === undefined ? '' : '.advanceMs'}: the clock would show ${new Date(at).getUTCFullYear()}, ` +
            `outside ${iso(CLOCK_MIN_MS)} … ${iso(CLOCK_MAX_MS)}`,
        );
      if (body.reset && body.set === undefined && body.freeze === undefined && body.advanceMs === undefined)
        s.clock.reset();
      else s.clock.set(at, frozen);
      return { session: s.id, ...s.clock.snapshot() };
    }),
  );
}
