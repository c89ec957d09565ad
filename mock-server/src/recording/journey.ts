/**
 * "Save as journey": a session's bundle written as a Playwright test in the e2e package's style
 * (e2e/support: its own simulator session, `visit`, `at`, `shot`). The test imports the bundle into its
 * session, opens the first route the session visited through a state link (logged in as the session's
 * persona), visits the other routes in order, and then checks the journal: how many times each endpoint was
 * called on the way, and that the calls came from the routes in the order they were visited. Each visit first
 * waits until every call the recording made there has been made as often (bounded), since a screen asks some
 * calls only after its first view, then compares the counts exactly; the next visit starts only then.
 *
 * Calls whose number depends on timing rather than on the screens — tracking events, error reports, keep-alive
 * pings — are checked as "at least once", on the visit that made them: the test stays on the route until one
 * is sent, as the QA did (leaving the home before its first exposure batch would send none); every other endpoint's count is exact, but for the one extra ask
 * doc 1 §7 permits each call ("if there is no response, or status 404 or 504, the call is retried once"): on a
 * loaded machine the client's own timeout gives a call up and sends it again, so a call recorded n times may
 * have been asked up to 2n times (e2e/support/recorded.ts retriesAllowed). One more than that is a screen
 * asking again, and fails.
 */
import type { SessionBundle } from '@wonder/contracts/admin';

/** Endpoints whose count follows timers and batching, not the screens drawn. */
const TIMING_DEPENDENT = /^(tracking\.|sentry|errorReports\.)|keepAlive|heartbeat/i;

export interface JourneyOptions {
  /** The test's title. */
  title: string;
  /** The file's base name: `<name>.spec.ts`, its bundle `recorded/<name>.bundle.json`. */
  name: string;
}

/**
 * The session's visits: each run of calls made from one route of the app (its Referer), in order, with the
 * calls per endpoint made on it. A route visited twice is two visits.
 */
export function visitsOf(bundle: SessionBundle): { route: string; counts: Map<string, number> }[] {
  const visits: { route: string; counts: Map<string, number> }[] = [];
  for (const e of bundle.journal) {
    if (e.page === null || e.endpoint === null) continue;
    const route = e.page.split('?')[0] ?? e.page;
    if (route.startsWith('/__mock')) continue;
    if (visits.at(-1)?.route !== route) visits.push({ route, counts: new Map() });
    const counts = (visits.at(-1) as { counts: Map<string, number> }).counts;
    counts.set(e.endpoint, (counts.get(e.endpoint) ?? 0) + 1);
  }
  return visits;
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function writeJourney(bundle: SessionBundle, options: JourneyOptions): string {
  const visits = visitsOf(bundle);
  const [first] = visits;
  if (!first)
    throw new Error(
      'the session visited no route of the app (its calls carry no Referer): nothing to replay',
    );
  const lines = [
    '/**',
    ` * Written by the simulator's "Save as journey" from session ${bundle.from} (exported ${bundle.exportedAt}).`,
    ` * The state is the session's bundle, recorded/${options.name}.bundle.json; the routes and calls are its journal's.`,
    ' * Regenerate with mock-server/src/recording/journey.ts (mock-server/test/journey.test.ts compares).',
    ' */',
    "import { expect, test } from '../support/fixtures';",
    "import { callsReached, openRecorded, readBundle, retriesAllowed, routesSince, sentOnVisit } from '../support/recorded';",
    "import { at, visit } from '../support/routes';",
    '',
    `const recorded = readBundle(import.meta.url, 'recorded/${options.name}.bundle.json');`,
    '',
    `test(${q(options.title)}, async ({ page, session, shot }) => {`,
    `  const since = await openRecorded(page, session, recorded, ${q(first.route)});`,
  ];
  for (const [i, v] of visits.entries()) {
    if (i > 0) lines.push(`  await visit(page, ${q(v.route)});`);
    lines.push(`  await expect(page).toHaveURL(at(${q(v.route)}));`);
    const exact = [...v.counts]
      .filter(([id]) => !TIMING_DEPENDENT.test(id))
      .sort(([a], [b]) => a.localeCompare(b));
    const timed = [...v.counts.keys()].filter((id) => TIMING_DEPENDENT.test(id)).sort();
    lines.push(
      `  // Visit ${i + 1}, ${v.route}: the calls the recorded session made there, as many times each — waited`,
      '  // for until each is reached (a screen asks some only after its first view), then compared exactly but',
      "  // for the client's one retry of a call that got no response (doc 1 §7).",
      `  const visit${i + 1} = {`,
      ...exact.map(([id, n]) => `    ${q(id)}: ${n},`),
      '  };',
      `  expect(retriesAllowed(await callsReached(session, since, ${i}, visit${i + 1}), visit${i + 1})).toEqual(visit${i + 1});`,
    );
    if (timed.length)
      lines.push(
        '  // Timer- and batch-driven calls made here: at least once before leaving, as the recording did.',
        `  await sentOnVisit(session, since, ${i}, [${timed.map(q).join(', ')}]);`,
      );
  }
  lines.push(`  await shot(${q(`${options.name}-end`)});`);
  lines.push(
    '  // The routes the calls came from, in the order they were visited.',
    `  expect(await routesSince(session, since)).toEqual([${visits.map((v) => q(v.route)).join(', ')}]);`,
    '});',
    '',
  );
  return lines.join('\n');
}
