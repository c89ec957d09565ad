/**
 * The failure sweep (issue 38): for each case of the matrix (plan.ts), the screen opened in its state with
 * one call failing one way (the simulator's per-session faults), and checked as a parent would see it:
 * - the failing call was sent a bounded number of times: as often as a clean visit sends it, twice where the
 *   retry of doc 1 §7 applies, and no more in the seconds after the app went quiet (never a loop);
 * - the outcome is the error policy's: /login with 登录状态失效, the spec's toast, or the screen's own state;
 * - no endless skeleton, no words of a simulator, gateway or server unless the spec shows the server's message;
 * - no uncaught page error or unhandled rejection (the fixtures fail the case on any).
 * Each case writes its verdict (results/), which scripts/sweep.mjs prints as the matrix.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { at } from '../support/routes';
import {
  type Expected,
  endpointOf,
  expectedOutcome,
  failureId,
  faultFor,
  isRetried,
  RAW_WORDS,
} from './failures';
import { casesOf, readPlan, type SweepCase, sliceOf } from './plan';
import {
  act,
  busyRegions,
  type CallWatch,
  callsSince,
  lastSeq,
  open,
  pageWords,
  prepare,
  watchCalls,
} from './probe';
import { actionsOf, SWEEP_SCREENS, USER_AGENT_OF } from './screens';

test.describe.configure({ mode: 'parallel' });

const all = casesOf(readPlan());
const cases = process.env.SWEEP_SLICE ? sliceOf(all) : all;

/** Calls of one endpoint with other bodies (new tracking records) allowed beyond the same call's bound. */
const FAN_OUT = 3;
/** How long after the app went quiet a loop would have shown itself. */
const AFTER_QUIET_MS = 2_000;

export interface CaseResult {
  id: string;
  screen: string;
  action: string | null;
  endpoint: string;
  failure: string;
  sends: number;
  allowed: number;
  expected: Expected['kind'];
  /** storm, skeleton, raw, outcome, page-error; empty when it passed; 'not-reached' when the call was not made. */
  problems: string[];
  reached: boolean;
}

function record(result: CaseResult): void {
  const dir = join(process.env.SWEEP_DIR ?? '', 'results');
  mkdirSync(dir, { recursive: true });
  const name = createHash('sha1').update(result.id).digest('hex').slice(0, 16);
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(result));
}

/**
 * Wait until the app stopped calling: first for the failing call itself (a page boots before it calls), then
 * for quiet. A held call (the 'timeout' fault) ends only when the app's own timeout fires: Playwright's clock
 * moves the page's time past it, once for the call and once for its retry.
 */
async function settle(page: Page, calls: CallWatch, c: SweepCase, first: Promise<unknown>): Promise<void> {
  await first;
  const { path, timeoutMs } = endpointOf(c.endpoint);
  const held = (r: Request) => new URL(r.url()).pathname.endsWith(path);
  if (c.failure.kind === 'fault' && c.failure.fault === 'timeout') {
    for (let round = 0; round < 4; round++) {
      await calls.quiet(800, 25_000, held);
      if (!calls.pending().some(held)) break;
      await page.clock.fastForward(timeoutMs + 500);
    }
  }
  await calls.settled(1_500);
}

/** The first request of the failing call (null when the screen never makes it this time). */
function firstCall(page: Page, c: SweepCase): Promise<unknown> {
  const { path } = endpointOf(c.endpoint);
  return page
    .waitForRequest((r) => new URL(r.url()).pathname.endsWith(path), { timeout: 30_000 })
    .catch(() => null);
}

for (const c of cases) {
  const screen = SWEEP_SCREENS[c.screen];
  test.describe(c.screen, () => {
    const userAgent = USER_AGENT_OF[screen.visitor];
    if (userAgent) test.use({ userAgent });

    test(c.id, async ({ page, session, toasts, pageErrors }) => {
      const calls = watchCalls(page);
      const marker = `服务繁忙#${createHash('sha1').update(c.id).digest('hex').slice(0, 6)}`;
      await prepare(page, session, screen);
      if (c.failure.kind === 'fault' && c.failure.fault === 'timeout') await page.clock.install();

      const fault = faultFor(c.endpoint, c.failure, marker);
      let since = 0;
      let before = 0;
      let first: Promise<unknown>;
      if (c.action === null) {
        await session.admin.setFaults({ faults: [fault] });
        first = firstCall(page, c);
        await page.goto(screen.href);
      } else {
        const action = actionsOf(screen).find((a) => a.name === c.action);
        if (!action) throw new Error(`no action "${c.action}" on ${c.screen}`);
        await open(page, screen);
        await calls.settled(1_500);
        await session.admin.setFaults({ faults: [fault] });
        since = await lastSeq(session);
        before = calls.count();
        first = firstCall(page, c);
        await act(page, action.run);
      }
      await settle(page, calls, c, first);

      const sent = (await callsSince(session, since)).filter((e) => e.endpoint === c.endpoint);
      const quietMark = calls.count();
      await page.waitForTimeout(AFTER_QUIET_MS);
      const sends = calls.sentTo(c.endpoint, before);
      const sameAfter = calls.sameCallMost(c.endpoint, before);
      // The same call at most as often as a clean visit sends the endpoint, twice where doc 1 §7 retries; calls
      // with other bodies (a tracking batch of new records) may follow, within FAN_OUT times that.
      const allowed = Math.max(1, c.cleanCalls) * (isRetried(c.failure) ? 2 : 1);

      const sentBody = await sentBodyOf(session, sent[0]?.seq);
      const expected = expectedOutcome(c.endpoint, c.failure, marker, sentBody, c.screen);
      const words = await pageWords(page, toasts);
      const problems: string[] = [];
      if (sameAfter > allowed) problems.push(`storm: the same call sent ${sameAfter}× (allowed ${allowed})`);
      else if (sends > allowed * FAN_OUT)
        problems.push(`storm: sent ${sends}× (allowed ${allowed * FAN_OUT})`);
      else if (calls.resentSince(c.endpoint, before, quietMark) > 0)
        problems.push('still sending: the same call again after the app was quiet');
      if (calls.hiddenBodies().length > 0)
        problems.push(`POST payload not shown by the browser: ${calls.hiddenBodies()[0]}`);
      const busy = await busyRegions(page);
      if (busy.length > 0) problems.push(`endless skeleton: ${busy.join(', ')}`);
      for (const w of RAW_WORDS) if (words.includes(w)) problems.push(`raw words on screen: "${w}"`);
      const messageAllowed =
        expected.kind === 'toast' || (expected.kind === 'screen' && expected.mayShowMessage);
      if (!messageAllowed && words.includes(marker))
        problems.push("the server's message shown where the spec does not show it");
      if (expected.kind === 'login') {
        if (!at('/login').test(page.url()))
          problems.push(`expected /login, at ${new URL(page.url()).pathname}`);
        if (!(await toasts()).includes(expected.toast)) problems.push(`expected the toast ${expected.toast}`);
      } else if (expected.kind === 'toast' && sent.length > 0) {
        if (!(await toasts()).includes(expected.toast))
          problems.push(`expected the toast "${expected.toast}"`);
      }
      problems.push(...pageErrors.map((e) => `page error: ${e.split('\n')[0]}`));

      record({
        id: c.id,
        screen: c.screen,
        action: c.action,
        endpoint: c.endpoint,
        failure: failureId(c.failure),
        sends,
        allowed,
        expected: expected.kind,
        problems,
        reached: sent.length > 0 || sends > 0,
      });
      expect(problems, `${c.id}: ${problems.join('; ')}`).toEqual([]);
    });
  });
}

/** What the first failing call sent (the journal's copy, credentials masked), parsed. */
async function sentBodyOf(
  session: {
    admin: {
      journalEntry(q: { seq: number }): Promise<{ detail: { request: { body: string | null } } | null }>;
    };
  },
  seq: number | undefined,
): Promise<unknown> {
  if (seq === undefined) return null;
  const { detail } = await session.admin.journalEntry({ seq });
  try {
    return detail?.request.body ? JSON.parse(detail.request.body) : null;
  } catch {
    return null;
  }
}
