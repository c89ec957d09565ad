/** Admin route: a session's request journal, newest first. */
import type { FastifyInstance } from 'fastify';
import { serve } from './route';

export async function journalRoutes(admin: FastifyInstance): Promise<void> {
  const { sessions } = admin.mock;
  serve(admin, 'journal', ({ params, query }) => {
    const s = sessions.get(params.id);
    return { session: s.id, capacity: s.journal.capacity, entries: s.journal.list(query.limit) };
  });
}
