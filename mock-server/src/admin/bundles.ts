/**
 * Session bundles: a session as one versioned file — scenarios, clock, ad-hoc faults, world (tokens included:
 * the app logged in stays logged in) and journal — exported, imported into another simulator, or kept for a
 * while so a link opens it (`/__mock/open?bundle=`). The state part is the snapshot shape (store/state.ts),
 * checked field by field on import like a state file; the journal is the list view with the app's route that
 * made each call (its Referer), credentials as *** (the state's tokens are what the session needs; the
 * journal only tells what happened).
 */
import { randomBytes } from 'node:crypto';
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  type BundleJournalEntry,
  type SessionBundle,
} from '@wonder/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ScenarioEngine } from '../overrides/engine';
import { asAdmin } from '../store/backend';
import { fromState, toState } from '../store/codec';
import { SessionStateSchema } from '../store/state';
import type { JournalEntry } from '../world/journal';
import type { Session, SessionStore } from '../world/session';
import { redactorOf, summaryOf } from './journal';
import { bad, serve } from './route';

/** Bundles kept for links at once, and how long each (a link is opened within minutes). */
export const BUNDLE_STORE_CAP = 20;
export const BUNDLE_LIFETIME_MS = 60 * 60 * 1000;

function header(e: JournalEntry, name: string): string | undefined {
  const v = e.detail?.requestHeaders[name];
  return Array.isArray(v) ? v[0] : v === undefined ? undefined : String(v);
}

/** The app's route (path and query) that made a call: its Referer, when it is a page of the app. */
function pageOf(e: JournalEntry): string | null {
  const referer = header(e, 'referer');
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.pathname.startsWith('/__mock')) return null;
  return `${url.pathname}${url.search}`.slice(0, 512);
}

export function exportBundle(s: Session): SessionBundle {
  const redact = redactorOf(s);
  const journal: BundleJournalEntry[] = s.journal
    .list()
    .reverse()
    .map((e) => {
      const page = pageOf(e);
      return { ...summaryOf(e, redact), page: page === null ? null : redact.text(page) };
    });
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    exportedAt: new Date().toISOString(),
    from: s.id,
    state: toState(s) as unknown as SessionBundle['state'],
    journal,
  };
}

/**
 * Check a bundle before anything changes: its version, then its state field by field (the snapshot's checks:
 * known scenarios and personas, a clock in range). Throws a 400 naming the field.
 */
export function checkBundle(
  bundle: SessionBundle,
  store: SessionStore,
  engine: ScenarioEngine,
  where = 'body',
): Session {
  if (bundle.version !== BUNDLE_VERSION)
    bad(
      `${where}.version: a bundle of version ${bundle.version} ${
        bundle.version < BUNDLE_VERSION ? 'comes from an older simulator' : 'comes from a newer simulator'
      }; this one reads version ${BUNDLE_VERSION} only: export the session again from a simulator of this version`,
    );
  const parsed = SessionStateSchema.safeParse(bundle.state);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    bad(`${where}.state.${i?.path.join('.') ?? ''}: ${i?.message ?? 'invalid'}`);
  }
  try {
    return fromState(parsed.data, store, engine);
  } catch (error) {
    return bad(`${where}.state.${(error as Error).message}`);
  }
}

/** Make `s` the bundle's session: its scenarios, faults, clock and world, and the bundle's journal. */
export function applyBundle(s: Session, from: Session, bundle: SessionBundle): void {
  s.reset();
  s.restoreScenarios(from.scenarioIds);
  s.adHocFaults = from.adHocFaults;
  s.clock.restore(from.clock.state());
  s.world = from.world;
  s.madeByQa = true;
  for (const e of bundle.journal) {
    const { seq: _seq, detail: _detail, page: _page, ...entry } = e;
    s.journal.add({ ...entry, host: entry.host, code: entry.code } as Omit<JournalEntry, 'seq'>);
  }
}

interface KeptBundle {
  bundle: SessionBundle;
  expiresAt: number;
}

/** Bundles kept for `?bundle=` links: at most BUNDLE_STORE_CAP, each for BUNDLE_LIFETIME_MS. */
export class BundleStore {
  private readonly kept = new Map<string, KeptBundle>();

  put(bundle: SessionBundle, now = Date.now()): { id: string; expiresAt: number } {
    this.sweep(now);
    while (this.kept.size >= BUNDLE_STORE_CAP) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    const id = `b-${randomBytes(8).toString('hex')}`;
    const expiresAt = now + BUNDLE_LIFETIME_MS;
    this.kept.set(id, { bundle, expiresAt });
    return { id, expiresAt };
  }

  get(id: string, now = Date.now()): SessionBundle | undefined {
    this.sweep(now);
    return this.kept.get(id)?.bundle;
  }

  private sweep(now: number): void {
    for (const [id, b] of this.kept) if (b.expiresAt <= now) this.kept.delete(id);
  }
}

export async function bundleRoutes(admin: FastifyInstance, bundles: BundleStore): Promise<void> {
  const { backend: hostBackend, sessions, engine } = admin.mock;
  const backend = asAdmin(hostBackend);

  serve(admin, 'exportBundle', ({ params }) => backend.read(params.id, exportBundle));
  serve(admin, 'importBundle', ({ params, body }) => {
    const from = checkBundle(body, sessions, engine);
    return backend.use(params.id, (s) => {
      applyBundle(s, from, body);
      return s.summary();
    });
  });
  serve(admin, 'storeBundle', ({ body }) => {
    checkBundle(body, sessions, engine);
    const { id, expiresAt } = bundles.put(body);
    return {
      id,
      path: `/__mock/open?bundle=${id}&login=1`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  });
}
