/** Admin routes: a session's ad-hoc faults (applied after its scenarios, shown as 'ad-hoc' in the journal). */
import { HOST_IDS } from '@wonder/contracts';
import { FAULT_KINDS, MAX_DELAY_MS } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { SESSION_CAPS } from '../caps';
import type { ScenarioOverride } from '../overrides/types';
import { checkOverride } from '../scenarios/check-override';
import { codesOf } from '../scenarios/codes';
import { asAdmin } from '../store/backend';
import type { Session } from '../world/session';
import { describeOverride } from './describe-override';
import { bad, serve } from './route';

export async function faultRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend, endpoints } = admin.mock;
  const backend = asAdmin(hostBackend);
  const view = (s: Session) => ({
    session: s.id,
    faults: s.adHocFaults,
    described: s.adHocFaults.map(describeOverride),
  });

  const byId = new Map(endpoints.map((e) => [e.id, e]));
  const catalogue = {
    faultKinds: [...FAULT_KINDS],
    maxDelayMs: MAX_DELAY_MS,
    endpoints: endpoints.map((e) => ({
      id: e.id,
      host: e.host,
      method: e.method,
      path: e.path,
      summary: e.summary,
    })),
    codes: Object.fromEntries(HOST_IDS.map((h) => [h, [...codesOf(h)]])),
  };
  serve(admin, 'faultCatalogue', () => catalogue);
  serve(admin, 'faults', ({ params }) => backend.read(params.id, view));
  serve(admin, 'setFaults', ({ params, body }) =>
    backend.use(params.id, (s) => {
      for (const [i, f] of body.faults.entries()) {
        const [p] = checkOverride(f as ScenarioOverride, endpoints, byId);
        if (p) bad(`body.faults.${[i, ...p.path].join('.')}: ${p.message}`);
      }
      // Checked above: every endpoint they name is one of the contracts'.
      const checked = body.faults as ScenarioOverride[];
      const faults = body.append ? [...s.adHocFaults, ...checked] : checked;
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
