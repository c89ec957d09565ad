/** Admin routes: a session's ad-hoc faults (applied after its scenarios, shown as 'ad-hoc' in the journal). */
import type { FastifyInstance } from 'fastify';
import { SESSION_CAPS } from '../world/caps';
import type { Session } from '../world/session';
import { describeOverride } from './describe-override';
import { bad, serve } from './route';

export async function faultRoutes(admin: FastifyInstance): Promise<void> {
  const { backend, endpoints } = admin.mock;
  const endpointIds = new Set(endpoints.map((e) => e.id));
  const view = (s: Session) => ({
    session: s.id,
    faults: s.adHocFaults,
    described: s.adHocFaults.map(describeOverride),
  });

  serve(admin, 'faults', ({ params }) => backend.use(params.id, view));
  serve(admin, 'setFaults', ({ params, body }) =>
    backend.use(params.id, (s) => {
    const unknown = body.faults.find((f) => f.endpoint !== undefined && !endpointIds.has(f.endpoint));
    if (unknown) bad(`body.faults: unknown endpoint '${unknown.endpoint}'`);
    const faults = body.append ? [...s.adHocFaults, ...body.faults] : body.faults;
    if (faults.length > SESSION_CAPS.adHocFaults)
      bad(
        `body.faults: at most ${SESSION_CAPS.adHocFaults} ad-hoc faults per session (this would make ${faults.length})`,
      );
    const bytes = Buffer.byteLength(JSON.stringify(faults));
    if (bytes > SESSION_CAPS.adHocFaultsBytes)
      bad(
        `body.faults: at most ${SESSION_CAPS.adHocFaultsBytes / 1024} kB of ad-hoc faults per session (${bytes} bytes)`,
      );
    s.setAdHocFaults(faults);
    return view(s);
  }),
  );
  serve(admin, 'clearFaults', ({ params }) =>
    backend.use(params.id, (s) => {
      s.setAdHocFaults([]);
      return view(s);
    }),
  );
}
