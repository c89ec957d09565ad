/**
 * The sweep's first pass: each screen opened cleanly in its state, and each main action taken from a fresh
 * visit, with the calls that reached the simulator counted per endpoint. What a screen calls is read here,
 * from the journal, so the matrix follows the code. Each test writes its part of the plan (plan.ts).
 */
import { expect, test } from '../support/fixtures';
import { sliceScreens, writePlanPart } from './plan';
import { act, open, pathOf, prepare, watchCalls } from './probe';
import { actionsOf, SCREEN_PATHS, SWEEP_SCREENS, USER_AGENT_OF } from './screens';

test.describe.configure({ mode: 'parallel' });

// The slice of the test command discovers only its screens (plan.ts sliceScreens); `--screen` names some.
const only = process.env.SWEEP_ONLY_SCREENS?.split(',');
const screens = only
  ? SCREEN_PATHS.filter((path) => only.includes(path))
  : process.env.SWEEP_SLICE
    ? sliceScreens()
    : SCREEN_PATHS;

for (const path of screens) {
  const screen = SWEEP_SCREENS[path];
  test.describe(path, () => {
    const userAgent = USER_AGENT_OF[screen.visitor];
    if (userAgent) test.use({ userAgent });

    test(`discover ${path}`, async ({ page, session }) => {
      const calls = watchCalls(page);
      await prepare(page, session, screen);
      await open(page, screen);
      expect(await calls.settled(1_500, 60_000), 'the screen kept calling on a clean visit').toBe(true);
      // The screen's own calls: those made while the app was at its path (not the calls of a screen it sends the
      // parent to, which are swept on that screen).
      const load = calls.madeAt(pathOf(screen.href));
      expect(Object.keys(load).length, 'a screen with no call is not swept: check its state').toBeGreaterThan(
        0,
      );
      writePlanPart({ path, action: null, calls: load });
    });

    for (const action of actionsOf(screen)) {
      test(`discover ${path} › ${action.name}`, async ({ page, session }) => {
        const calls = watchCalls(page);
        await prepare(page, session, screen);
        await open(page, screen);
        await calls.settled(1_500);
        const mark = calls.count();
        await act(page, action.run);
        // An action may open another screen (a login opens the home), which loads before it is quiet.
        expect(await calls.settled(1_500, 60_000), `"${action.name}" kept calling`).toBe(true);
        const made = calls.madeAt(pathOf(screen.href), mark);
        expect(Object.keys(made).length, `"${action.name}" made no call`).toBeGreaterThan(0);
        writePlanPart({ path, action: action.name, calls: made });
      });
    }
  });
}
