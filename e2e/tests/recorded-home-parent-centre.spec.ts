/**
 * Written by the simulator's "Save as journey" from session rec-mx0zdi59 (exported 2026-11-28T22:27:48.626Z).
 * The state is the session's bundle, recorded/recorded-home-parent-centre.bundle.json; the routes and calls are its journal's.
 * Regenerate with mock-server/src/recording/journey.ts (mock-server/test/journey.test.ts compares).
 */
import { expect, test } from '../support/fixtures';
import { callsReached, openRecorded, readBundle, retriesAllowed, routesSince, sentOnVisit } from '../support/recorded';
import { at, visit } from '../support/routes';

const recorded = readBundle(import.meta.url, 'recorded/recorded-home-parent-centre.bundle.json');

test('replays a recorded visit: home, then the parent centre', async ({ page, session, shot }) => {
  const since = await openRecorded(page, session, recorded, '/index');
  await expect(page).toHaveURL(at('/index'));
  // Visit 1, /index: the calls the recorded session made there, as many times each — waited
  // for until each is reached (a screen asks some only after its first view), then compared exactly but
  // for the client's one retry of a call that got no response (doc 1 §7).
  const visit1 = {
    'app.checkWonderfulMoment': 1,
    'app.getAppFlag': 1,
    'app.getAuthTokenExt': 1,
    'app.getEntranceDetail': 1,
    'app.getPersonInfo': 1,
    'app.getSourceConfig': 1,
    'app.getTabConfig': 1,
    'app.getUpgradeConfig': 1,
    'app.homePageShowConfig': 1,
    'app.indexBanner': 1,
    'app.isSignIn': 1,
    'app.isSubscribe': 1,
    'app.listUnclaimedAward': 1,
    'app.todayClasss': 1,
    'evaluation.getReportRecord': 1,
    'gateway.getUnReadMsgNum': 1,
    'gateway.interestTagPopList': 1,
    'marketing.getPosterShareTask': 1,
    'static.freshEnrollmentConfig': 1,
    'static.higherLevelActivity': 1,
  };
  expect(retriesAllowed(await callsReached(session, since, 0, visit1), visit1)).toEqual(visit1);
  // Timer- and batch-driven calls made here: at least once before leaving, as the recording did.
  await sentOnVisit(session, since, 0, ['tracking.writeKafka']);
  await visit(page, '/parentsCenter');
  await expect(page).toHaveURL(at('/parentsCenter'));
  // Visit 2, /parentsCenter: the calls the recorded session made there, as many times each — waited
  // for until each is reached (a screen asks some only after its first view), then compared exactly but
  // for the client's one retry of a call that got no response (doc 1 §7).
  const visit2 = {
    'app.getAuthTokenExt': 1,
    'app.getPersonInfo': 1,
    'app.getTabConfig': 1,
    'app.getUpgradeConfig': 1,
    'app.isLogisticsMark': 1,
    'app.isSignIn': 1,
    'config.parentConfigByGroup': 1,
  };
  expect(retriesAllowed(await callsReached(session, since, 1, visit2), visit2)).toEqual(visit2);
  await shot('recorded-home-parent-centre-end');
  // The routes the calls came from, in the order they were visited.
  expect(await routesSince(session, since)).toEqual(['/index', '/parentsCenter']);
});
