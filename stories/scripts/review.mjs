#!/usr/bin/env node
/**
 * `pnpm run stories:review` (root) / `pnpm --filter @wonder/stories review`: the static Storybook for
 * designers, in storybook-review/, opening on a start page (scripts/review/start-page.mjs) instead of
 * Storybook's own UI, which moves to storybook.html. Static files: any web server, or CI's artifacts.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogue } from './review/catalogue.mjs';
import { passages, readSpec, specRefs } from './review/spec.mjs';
import { startPage } from './review/start-page.mjs';
import { packageDir, serveStatic } from './static-server.mjs';
import { testedStories } from './visual/check.mjs';
import { visualDirs } from './visual/paths.mjs';

const outDir = join(packageDir, 'storybook-review');
/** The product spec, beside the repository (README: "The specification lives in ../shared/spec/"). */
const specDir = join(packageDir, '..', '..', 'shared', 'spec');

const build = spawnSync(
  join(packageDir, 'node_modules', '.bin', 'storybook'),
  ['build', '-o', outDir, '--quiet', '--disable-telemetry'],
  { cwd: packageDir, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
renameSync(join(outDir, 'index.html'), join(outDir, 'storybook.html'));

const stories = testedStories(join(outDir, 'index.json'));
const { url, close } = await serveStatic(outDir);
let described;
try {
  described = await catalogue({ url, stories });
} finally {
  close();
}

const spec = readSpec(specDir);
if (spec.size === 0) console.warn(`no spec in ${specDir}: the start page names the cited sections only`);
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
);
writeFileSync(join(outDir, 'index.html'), page);
console.log(
  `review build: ${relative(process.cwd(), outDir)}/ (start page index.html, Storybook storybook.html)`,
);
