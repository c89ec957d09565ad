/**
 * What the journeys the simulator writes ("Save as journey", mock-server/src/recording/journey.ts) stand on:
 * a recorded session's bundle imported into the journey's own session, the app opened on its first route
 * through a state link (`/__mock/open`: the session's persona logged in, as the QA was), and the journal read
 * back from that point — the calls per endpoint, and the routes they came from in order.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { SessionBundle } from '@wonder/contracts/admin';
import type { SimulatorSession } from './fixtures';
import { type Href, whenListening } from './routes';

/** A bundle file next to the journey (`import.meta.url` of the spec, and its relative path). */
export function readBundle(specUrl: string, path: string): SessionBundle {
  return JSON.parse(readFileSync(new URL(path, specUrl), 'utf8')) as SessionBundle;
}

/**
 * The bundle's state in this journey's session, and the app opened on `to` through a state link that logs the
 * session's persona in. Returns the journal's last seq before the app's first call: what the journey checks
 * comes after it (the bundle brings the recorded journal along).
 */
export async function openRecorded(
  page: Page,
  session: SimulatorSession,
  bundle: SessionBundle,
  to: Href,
): Promise<number> {
  await session.admin.importBundle(bundle);
  const since = (await session.journal(1))[0]?.seq ?? 0;
  const link = `/__mock/open?${new URLSearchParams({ session: session.id, login: '1', to })}`;
  await page.goto(link);
  // The link's page stores the login, then replaces itself with the route.
  const path = to.split('?')[0];
  await page.waitForURL((url) => url.pathname === path);
  await whenListening(page);
  return since;
}

/** The calls after `since`, each with the route of the app it came from (its Referer), oldest first. */
async function callsAfter(session: SimulatorSession, since: number) {
  const { journal } = await session.admin.exportBundle();
  return journal.flatMap((e) =>
    e.seq > since && e.page !== null && e.endpoint !== null
      ? [{ endpoint: e.endpoint, route: e.page.split('?')[0] ?? e.page }]
      : [],
  );
}

/** Visits after `since`: runs of calls from one route, in order (a route visited twice is two visits). */
async function visitsSince(session: SimulatorSession, since: number) {
  const visits: { route: string; endpoints: string[] }[] = [];
  for (const c of await callsAfter(session, since)) {
    if (visits.at(-1)?.route !== c.route) visits.push({ route: c.route, endpoints: [] });
    visits.at(-1)?.endpoints.push(c.endpoint);
  }
  return visits;
}

/**
 * Calls per endpoint named, on visit `index` after `since` (null: on all of them; 0 for one not called).
 */
async function callsOnVisit(
  session: SimulatorSession,
  since: number,
  index: number | null,
  endpoints: readonly string[],
): Promise<Record<string, number>> {
  const visits = await visitsSince(session, since);
  const made = index === null ? visits.flatMap((v) => v.endpoints) : (visits[index]?.endpoints ?? []);
  return Object.fromEntries(endpoints.map((id) => [id, made.filter((e) => e === id).length] as const));
}

/**
 * Waits until visit `index` has made every recorded call as many times as the recording did — the home asks
 * its popup chain only after its first view is drawn, seconds after the page loads on a busy machine —
 * bounded by expect's timeout (its failure names the calls still short), then returns the visit's counts for
 * the journey to compare exactly.
 */
export async function callsReached(
  session: SimulatorSession,
  since: number,
  index: number,
  recorded: Readonly<Record<string, number>>,
): Promise<Record<string, number>> {
  const ids = Object.keys(recorded);
  await expect
    .poll(
      async () => {
        const made = await callsOnVisit(session, since, index, ids);
        return Object.fromEntries(ids.map((id) => [id, Math.min(made[id] ?? 0, recorded[id] ?? 0)]));
      },
      {
        message: `visit ${index + 1} made each recorded call as many times (calls short: below the recorded count)`,
      },
    )
    .toEqual(recorded);
  return callsOnVisit(session, since, index, ids);
}

/**
 * Waits until visit `index` has sent each of `endpoints` at least once — the timer- and batch-driven calls
 * (tracking), whose number follows timing: `callsReached` with a count of one each.
 */
export async function sentOnVisit(
  session: SimulatorSession,
  since: number,
  index: number,
  endpoints: readonly string[],
): Promise<void> {
  await callsReached(session, since, index, Object.fromEntries(endpoints.map((id) => [id, 1] as const)));
}

/**
 * The counts made, with the retries doc 1 §7 permits set aside: the client sends a call once more when it got
 * no response (its own timeout gives it up first on a loaded machine), so an endpoint recorded n times may have
 * been asked up to 2n times and reads as n. Any other count is left as made, for the exact comparison to name.
 */
export function retriesAllowed(
  made: Readonly<Record<string, number>>,
  recorded: Readonly<Record<string, number>>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(made).map(([id, m]) => {
      const n = recorded[id] ?? 0;
      return [id, m >= n && m <= 2 * n ? n : m] as const;
    }),
  );
}

/** The app's routes the calls after `since` came from, in order. */
export async function routesSince(session: SimulatorSession, since: number): Promise<string[]> {
  return (await visitsSince(session, since)).map((v) => v.route);
}
