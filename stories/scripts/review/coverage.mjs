/**
 * The coverage map on the review's start page (issue 41): which answer variant of which call each story shows
 * (contracts/map/coverage-map.json, built from the code), the map's totals and gaps; and, beside each changed
 * story, what caused the change (`pnpm run impact`: a component, a fixture or scenario, or a contract).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../html.mjs';

const REPO = join(import.meta.dirname, '..', '..', '..');

export function readCoverage() {
  const file = join(REPO, 'contracts', 'map', 'coverage-map.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Each changed story's causes, from the impact of the working tree's change (base HEAD, else the last commit).
 * An empty record when the impact cannot be worked out (the page then says nothing of causes).
 */
export function causesOfChanges(outDir) {
  const file = join(outDir, 'impact.json');
  rmSync(file, { force: true });
  const r = spawnSync('pnpm', ['--filter', '@wonder/scripts', 'run', 'impact', '--json', file], {
    cwd: REPO,
    encoding: 'utf8',
  });
  if (r.status !== 0 || !existsSync(file)) {
    console.warn(
      `review: the change's impact could not be worked out (${(r.stderr || '').trim().slice(-300)})`,
    );
    return {};
  }
  return JSON.parse(readFileSync(file, 'utf8')).reaches.stories;
}

export function coverageSection(map, storyIds) {
  if (!map) return '';
  const known = new Set(storyIds);
  const rows = map.endpoints.flatMap((e) =>
    e.variants
      .filter((v) => v.stories.length > 0)
      .map(
        (v) =>
          `<tr><td><code>${escapeHtml(e.id)}</code></td><td><code>${escapeHtml(v.variant)}</code></td><td>${v.stories
            .map((s) =>
              known.has(s.id) ? `<a href="#${escapeHtml(s.id)}">${escapeHtml(s.id)}</a>` : escapeHtml(s.id),
            )
            .join('<br>')}</td></tr>`,
      ),
  );
  const t = map.totals;
  const gaps = map.gaps.length
    ? `<ul>${map.gaps.map((g) => `<li><code>${escapeHtml(g.endpoint)}</code> <code>${escapeHtml(g.variant)}</code>: no ${escapeHtml(g.missing.join(', no '))}</li>`).join('')}</ul>`
    : '<p class="ok">No gap: every answer the app handles has a scenario, a contract and a story (or a recorded reason).</p>';
  return `<h2 id="coverage">Which answer each state shows</h2>
<p>The coverage map of the repository: ${t.variants} answer variants of ${map.endpoints.length} calls; ${t.withStory}
have a story, ${t.withScenario} a simulator scenario, ${t.withPact} a contract with a backend team. The simulator shows
the whole map with every layer at <code>/__mock/coverage</code>.</p>
${gaps}
<details><summary>Stories by call and answer (${rows.length})</summary>
<table class="coverage"><thead><tr><th>call</th><th>answer</th><th>stories</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></details>`;
}
