#!/usr/bin/env node
/**
 * `pnpm run stories:approve [story-id…]` (root) / `pnpm --filter @wonder/stories approve`: the last run's
 * captures of the given stories become their baselines; without ids, every story the last run found
 * changed or new, and the baselines of stories that no longer exist are removed. Commit the baselines:
 * they are reviewed like code.
 */
import { relative } from 'node:path';
import { ApproveError, approve } from './visual/approve.mjs';
import { visualDirs } from './visual/paths.mjs';

try {
  const { run, approved, removed, held } = approve({ ids: process.argv.slice(2), dirs: visualDirs });
  console.log(`captures of the run of ${run.finishedAt} (commit ${run.commit})`);
  for (const id of approved) console.log(`  approved ${id}`);
  for (const id of removed) console.log(`  removed  ${id} (no such story)`);
  for (const id of held)
    console.log(`  held     ${id} (a designer rejected it: review-notes.json; name it to approve)`);
  if (approved.length + removed.length === 0) console.log('  nothing to approve: every story matched');
  else console.log(`review and commit ${relative(process.cwd(), visualDirs.baselines)}/`);
} catch (error) {
  if (!(error instanceof ApproveError)) throw error;
  console.error(error.message);
  process.exit(1);
}
