/** Admin routes: read and move a session's virtual clock. */
import type { FastifyInstance } from 'fastify';
import { serve } from './route';

export async function clockRoutes(admin: FastifyInstance): Promise<void> {
  const { sessions } = admin.mock;

  serve(admin, 'clock', ({ params }) => {
    const s = sessions.get(params.id);
    return { session: s.id, ...s.clock.snapshot() };
  });
  // In this order, so one call can say "from real time, jump to D, then one day on".
  serve(admin, 'setClock', ({ params, body }) => {
    const s = sessions.get(params.id);
    if (body.reset) s.clock.reset();
    if (body.set !== undefined) {
      const ms = typeof body.set === 'number' ? body.set : Date.parse(body.set);
      s.clock.set(ms, body.freeze ?? false);
    } else if (body.freeze !== undefined) {
      s.clock.set(s.now(), body.freeze);
    }
    if (body.advanceMs !== undefined) s.clock.advance(body.advanceMs);
    return { session: s.id, ...s.clock.snapshot() };
  });
}
