#!/usr/bin/env node
/**
 * `pnpm run stories:review` (root) / `pnpm --filter @wonder/stories review`: the static Storybook for
 * designers, in storybook-review/, opening on a start page (scripts/review/start-page.mjs) instead of
 * Storybook's own UI, which moves to storybook.html. The start page opens on what changed: every story is
 * captured as the test command captures it and compared with its approved baseline; the stories that differ
 * (changes.json, review/changes.mjs) come first with their three pictures. When the last story run captured
 * this very build (same fingerprint, visual/fingerprint.mjs: e.g. `pnpm run test:stories` just ran), its
 * captures are compared again instead of capturing anew, so an unchanged tree costs seconds beyond the build.
 *
 *   --serve       serve the review on 127.0.0.1 after building it: Approve and Reject act from the page
 *                 (review/actions.mjs); Ctrl-C stops it
 *   --port N      the port to serve on (default: a free one)
 *   --no-build    review the last build in storybook-review/ again (e.g. to serve it)
 *
 * Static files otherwise: any web server, or CI's artifacts (the page then shows the approve commands).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { reviewActions } from './review/actions.mjs';
import { catalogue } from './review/catalogue.mjs';
import { writeChanges } from './review/changes.mjs';
import { causesOfChanges, coverageSection, readCoverage } from './review/coverage.mjs';
import { startDecisions } from './review/decisions.mjs';
import { passages, readSpec, specRefs } from './review/spec.mjs';
import { SPEC_HOME, startPage } from './review/start-page.mjs';
import { runStories } from './run-stories.mjs';
import { packageDir, serveStatic } from './static-server.mjs';
import { readNotes } from './visual/approve.mjs';
import { testedStories } from './visual/check.mjs';
import { compareRun } from './visual/compare.mjs';
import { buildFingerprint } from './visual/fingerprint.mjs';
import { visualDirs } from './visual/paths.mjs';

const outDir = join(packageDir, 'storybook-review');
/**
 * The product spec, beside the repository (README: "The specification lives in ../shared/spec/"); SPEC_DIR
 * names another place (a git worktree sits one folder deeper).
 */
const specDir = process.env.SPEC_DIR || join(packageDir, '..', '..', 'shared', 'spec');

const args = process.argv.slice(2).filter((a) => a !== '--');
const serve = args.includes('--serve');
const build = !args.includes('--no-build');
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port: a port number, got ${args[portAt + 1]}`);
  process.exit(2);
}
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const t0 = Date.now();
if (build) {
  const built = spawnSync(
    join(packageDir, 'node_modules', '.bin', 'storybook'),
    ['build', '-o', outDir, '--quiet', '--disable-telemetry'],
    { cwd: packageDir, stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
  renameSync(join(outDir, 'index.html'), join(outDir, 'storybook.html'));
} else if (!existsSync(join(outDir, 'storybook.html'))) {
  console.error(`No review build in ${outDir}: run the review without --no-build first.`);
  process.exit(1);
}
const t1 = Date.now();

// The captures: the last run's when it captured this same build, else a run of every story now.
const stories = testedStories(join(outDir, 'index.json'));
const fingerprint = buildFingerprint(outDir);
const last = existsSync(visualDirs.run) ? JSON.parse(readFileSync(visualDirs.run, 'utf8')) : null;
const reuse = last?.complete === true && last.fingerprint === fingerprint && existsSync(visualDirs.captures);
if (reuse) {
  console.log(
    `review: the story run of ${last.finishedAt} captured this same build: comparing its captures again`,
  );
} else {
  console.log(
    'review: capturing every story of this build (a later review of the same build reuses the captures)',
  );
  const { code } = await runStories({ dir: outDir });
  // Stories that fail in the runner are listed as not reviewable; a runner that captured nothing stops here.
  if (code && readdirSync(visualDirs.captures).length === 0) process.exit(code);
}
const run = JSON.parse(readFileSync(visualDirs.run, 'utf8'));
const summary = writeChanges({
  results: compareRun({ stories, dirs: visualDirs, complete: true }),
  dirs: visualDirs,
  outDir,
  run,
});
// The decisions a reload shows again: this build starts with the rejections still recorded.
startDecisions(
  outDir,
  readNotes(visualDirs),
  summary.changes.map((c) => c.id),
);
// What caused each change (a component, a fixture or scenario, a contract): the working tree's impact.
if (summary.changes.length > 0) {
  const causes = causesOfChanges(outDir);
  for (const c of summary.changes) c.causes = causes[c.id] ?? [];
}
const t2 = Date.now();

const { url: describeUrl, close: stopDescribing } = await serveStatic(outDir);
let described;
try {
  described = await catalogue({ url: describeUrl, stories });
} finally {
  stopDescribing();
}
const spec = readSpec(specDir);
if (spec.size === 0) console.warn(`no spec in ${specDir}: the start page says so (${SPEC_HOME})`);
const thumbs = join(outDir, 'review-thumbs');
mkdirSync(thumbs, { recursive: true });
const page = startPage(
  described.map((story) => {
    const baseline = join(visualDirs.baselines, `${story.id}.png`);
    const thumbnail = existsSync(baseline) ? `review-thumbs/${story.id}.png` : undefined;
    if (thumbnail) copyFileSync(baseline, join(outDir, thumbnail));
    const refs = specRefs(`${story.component} ${story.story}`);
    return { ...story, thumbnail, passages: passages(spec, refs, story.route) };
  }),
  summary,
  coverageSection(
    readCoverage(),
    described.map((s) => s.id),
  ),
);
writeFileSync(join(outDir, 'index.html'), page);
const where = relative(process.cwd(), outDir);
console.log(
  `review build: ${where}/ (start page index.html, Storybook storybook.html): ${summary.changes.length} changed or new, ` +
    `${summary.problems.length} not reviewable, ${summary.unchanged} of ${summary.stories} unchanged (${where}/changes.json)`,
);
console.log(
  `review seconds: build ${((t1 - t0) / 1000).toFixed(1)}, captures ${((t2 - t1) / 1000).toFixed(1)}` +
    `${reuse ? ' (reused)' : ''}, start page ${seconds(t2)}, total ${seconds(t0)}`,
);

if (serve) {
  const titles = new Map(stories.map((s) => [s.id, `${s.title} › ${s.name}`]));
  const { url } = await serveStatic(outDir, {
    api: reviewActions({ dirs: visualDirs, outDir, titles }),
    port,
  });
  console.log(`review served on ${url}/ (Approve and Reject act on this working tree; Ctrl-C stops it)`);
}
