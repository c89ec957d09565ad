/**
 * The logged-in home's load budget (issue #30), counted in the production build: how many React commits
 * and how many requests it takes until the first view is drawn, and what waits until after it. React calls
 * the devtools hook's onCommitFiberRoot on every commit, production builds included: a stand-in hook
 * installed before the app's scripts counts them. Speed itself is measured by `pnpm run bench:app` against
 * the floor (figures, not a test); what is pinned here are counts, which do not move with the machine's load
 * (support/load-budget.ts; the growth and step-up screens: first-view-budget.spec.ts).
 */
import { expect, test } from '../support/fixtures';
import { countLoad } from '../support/load-budget';
import { atExactly, visit } from '../support/routes';
import { startAs } from '../support/step-up';

/** Commits from the first script to the one that draws the home's first view: the startup's render with the
 * shell and the home's skeleton, the shell's tab config and header, the banners (the largest paint, ahead of
 * the rest), the gate learning of the answers (no change to the page: the first view then renders as a
 * transition, lib/first-load/gathered-queries.ts), then its first view: measured 5 (issue 40). It was 10–11
 * while the home's screen suspended on its first render (React holds the reveal after a fallback back by
 * 300 ms; main.tsx now evaluates the first screen before it) and while each picture's load was a commit of its
 * own (lib/blocks/FallbackImage.tsx); 7 while the shell's app flag and unread count answered before it (they
 * are asked after it now). */
const COMMITS_TO_FIRST_VIEW = 8;
/** Requests before that commit: the page, 13 scripts of the first load (its stylesheets are inline, and no longer
 * asked for again), the startup's and the shell's calls and pictures, the blocks' chunk and the home's 10 first-view
 * calls (measured 44–45 with the 2 stylesheets; tracking, popups, reports and persistence come after it). */
const REQUESTS_TO_FIRST_VIEW = 48;

test('a logged-in home draws its first view in few commits and requests; popups, tracking and reports come after', async ({
  page,
  session,
}) => {
  // The commit that drew the home's first view: its list and its report card are in the page.
  const load = await countLoad(page, { present: ['.wp-home-list__card, .wp-home-report__figures'] });
  await startAs(page, session, ['default']);
  await visit(page, '/index');
  await expect(page).toHaveURL(atExactly('/index'));
  // The first view: the list's first card and the report card are there, in the same commit.
  await expect(page.locator('.wp-home-list__card').first()).toBeVisible();
  const commits = await load.commits();
  const before = await load.requestsBefore();
  console.log(`first view: commit ${commits}, ${before.length} requests before it`);
  expect(commits).toBeLessThanOrEqual(COMMITS_TO_FIRST_VIEW);
  expect(before.length).toBeLessThanOrEqual(REQUESTS_TO_FIRST_VIEW);
  // None of what does not draw the first view asked for anything before it.
  for (const later of [
    '/buriedData/writeKafka',
    '/listUnclaimedAward',
    '/isSignIn',
    'error-reports-sentry',
    'HomePopups',
    'query-persist',
  ]) {
    expect(
      before.filter((p) => p.includes(later)),
      later,
    ).toEqual([]);
  }
  // The report card and the list came in the same commit.
  await expect(page.locator('.wp-home-list__card').first()).toBeVisible();
  await expect(page.locator('.wp-home-report__figures')).toBeVisible();
  // ... and they do come after it: the popups' calls and one tracking batch.
  await expect.poll(() => load.requests().some((p) => p.includes('/isSignIn'))).toBe(true);
  await expect
    .poll(() => load.requests().filter((p) => p.endsWith('/buriedData/writeKafka')).length, {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
});
