#!/usr/bin/env node
/**
 * `pnpm --filter @wonder/stories test`: every story of the static Storybook (storybook-static/, from `build`)
 * through the test-runner (render + play + a11y + visual capture), then the comparison with the committed
 * baselines and the visual report (run-stories.mjs). Fails when the runner or the comparison fails. Extra
 * arguments go to test-storybook (e.g. a story file filter); the comparison then covers the stories that ran.
 */
import { runStories } from './run-stories.mjs';
import { assertBuilt, staticDir } from './static-server.mjs';

assertBuilt();
const { code, matches } = await runStories({ dir: staticDir, extra: process.argv.slice(2) });
process.exit(code || (matches ? 0 : 1));
