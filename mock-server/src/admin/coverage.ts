/**
 * The coverage map on the control page (issue 41): GET /__mock/coverage.json (the map, from the contracts'
 * route table) and GET /__mock/coverage, a page of it. For every endpoint × answer variant: the scenarios
 * that produce it, the pacts that pin it, the stories that show it, the journeys and sweep screens that
 * drive it; each cell links to its artefact in the page's index below the table (a scenario's title and
 * description, a story's Storybook page and baseline, a pact's file, a journey's line).
 */
import type { CoverageMap, CoverageVariant } from '@wonder/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { coverageMap } from '../proxy/coverage-map';
import { serve } from './route';

/** Where Storybook runs for the links (pnpm storybook's default port; STORYBOOK_URL names another). */
const storybookUrl = () => (process.env.STORYBOOK_URL ?? 'http://localhost:6006').replace(/\/$/, '');

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const anchor = (kind: string, id: string) => `${kind}-${id.replace(/[^A-Za-z0-9_-]+/g, '_')}`;

function cell(kind: string, ids: readonly string[]): string {
  if (ids.length === 0) return '<td class="none">—</td>';
  const links = ids.map(
    (id) => `<a href="#${anchor(kind, id)}" title="${esc(id)}">${esc(short(kind, id))}</a>`,
  );
  return `<td>${links.join('<br>')}</td>`;
}

/** A pact's description without its file; a journey's file and line. */
const short = (kind: string, id: string) => (kind === 'pact' ? (id.split(' › ')[1] ?? id) : id);

function row(endpoint: string, v: CoverageVariant, first: boolean, span: number, screens: string): string {
  const gap = v.handled && !v.exception && (!v.scenarios.length || !v.pacts.length || !v.stories.length);
  return [
    `<tr class="${gap ? 'gap' : ''}">`,
    first ? `<th rowspan="${span}" id="${anchor('endpoint', endpoint)}">${esc(endpoint)}${screens}</th>` : '',
    `<td><code>${esc(v.variant)}</code></td>`,
    `<td>${v.handled ? esc(v.handled) : ''}${v.exception ? ` <span class="ex" title="${esc(v.exception)}">excused</span>` : ''}</td>`,
    cell('scenario', v.scenarios),
    cell('pact', v.pacts),
    cell(
      'story',
      v.stories.map((s) => s.id),
    ),
    cell(
      'journey',
      v.journeys.map((j) => j.where),
    ),
    `<td>${v.sweep.length ? `${v.sweep.length} screen${v.sweep.length === 1 ? '' : 's'}` : '—'}</td>`,
    '</tr>',
  ].join('');
}

function index(
  map: CoverageMap,
  titles: ReadonlyMap<string, { title: string; description: string }>,
): string {
  const all = map.endpoints.flatMap((e) => e.variants);
  const uniq = (xs: string[]) => [...new Set(xs)].sort();
  const scenarios = uniq(all.flatMap((v) => v.scenarios)).map((id) => {
    const t = titles.get(id);
    return `<li id="${anchor('scenario', id)}"><code>${esc(id)}</code> ${t ? `<b>${esc(t.title)}</b> — ${esc(t.description)}` : ''}</li>`;
  });
  const baselines = new Map(all.flatMap((v) => v.stories.map((s) => [s.id, s.baseline] as const)));
  const stories = [...baselines]
    .sort()
    .map(
      ([id, baseline]) =>
        `<li id="${anchor('story', id)}"><a href="${esc(storybookUrl())}/?path=/story/${esc(id)}" target="_blank" rel="noopener">${esc(id)}</a>${baseline ? ` · baseline <code>${esc(baseline)}</code>` : ' · no baseline'}</li>`,
    );
  const pacts = uniq(all.flatMap((v) => v.pacts)).map((id) => {
    const [file, description] = id.split(' › ');
    return `<li id="${anchor('pact', id)}"><code>contracts/pacts/${esc(file ?? '')}.json</code> — ${esc(description ?? '')}</li>`;
  });
  const journeys = uniq(all.flatMap((v) => v.journeys.map((j) => j.where))).map(
    (w) => `<li id="${anchor('journey', w)}"><code>${esc(w)}</code></li>`,
  );
  const list = (title: string, items: string[]) =>
    `<section><h2>${title} <span class="sub">${items.length}</span></h2><ul>${items.join('')}</ul></section>`;
  return [
    list('场景 Scenarios', scenarios),
    list('契约 Pact interactions', pacts),
    list('故事 Stories', stories),
    list('旅程 Journeys', journeys),
  ].join('');
}

export function coveragePage(
  map: CoverageMap,
  titles: ReadonlyMap<string, { title: string; description: string }>,
): string {
  const t = map.totals;
  const rows = map.endpoints.flatMap((e) => {
    const screens = e.screens.length
      ? `<div class="sub">${e.screens.map(esc).join('<br>')}</div>`
      : '<div class="sub">no screen found</div>';
    return e.variants.map((v, i) => row(e.id, v, i === 0, e.variants.length, screens));
  });
  const gaps = map.gaps.length
    ? `<ul class="gaps">${map.gaps.map((g) => `<li><a href="#${anchor('endpoint', g.endpoint)}">${esc(g.endpoint)}</a> <code>${esc(g.variant)}</code>: ${g.stale ? `stale exception (${esc(g.stale)})` : `no ${g.missing.join(', no ')}`}</li>`).join('')}</ul>`
    : '<p>没有缺口 No gaps: every variant the error table handles has a scenario, a pact and a story, or an excused reason.</p>';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>覆盖地图 Coverage map · Wonder mock</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1d2330;background:#f5f6f8}
header{background:#1d2330;color:#fff;padding:12px 16px}header a{color:#ffd7b8}h1{font-size:17px;margin:0 0 4px}
main{padding:12px;max-width:1500px;margin:0 auto}.totals{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}
.totals span{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:6px 10px}
table{border-collapse:collapse;background:#fff;font-size:12px;width:100%}th,td{border:1px solid #e5e7eb;padding:4px 6px;vertical-align:top;text-align:left}
thead th{position:sticky;top:0;background:#f3f4f6}tbody th{background:#fafafa;font-weight:600;max-width:220px}
td.none{color:#9ca3af}tr.gap td{background:#fff1f1}.ex{color:#b45309}.sub{color:#6b7280;font-weight:400;font-size:11px}
section{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:8px 14px;margin-top:12px}section h2{font-size:15px}
:target{outline:2px solid #ff7a1a}
</style></head><body>
<header><h1>覆盖地图 Coverage map</h1><div>每个接口 × 每种应答：谁产生、谁固定、谁展示、谁驱动 · <a href="/__mock/">控制台 Control page</a> · <a href="/__mock/coverage.json">coverage.json</a></div></header>
<main>
<div class="totals"><span>${map.endpoints.length} endpoints</span><span>${t.variants} variants</span><span>scenario ${t.withScenario}</span><span>pact ${t.withPact}</span><span>story ${t.withStory}</span><span>journey ${t.withJourney}</span><span>sweep ${t.withSweep}</span><span>handled ${t.handled}</span><span>gaps ${t.gaps}</span></div>
${gaps}
<table><thead><tr><th>接口 Endpoint (screens)</th><th>应答 Variant</th><th>处理 Handled</th><th>场景 Scenarios</th><th>契约 Pacts</th><th>故事 Stories</th><th>旅程 Journeys</th><th>扫描 Sweep</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
${index(map, titles)}
</main></body></html>`;
}

export async function coverageRoutes(admin: FastifyInstance): Promise<void> {
  const { engine } = admin.mock;
  serve(admin, 'coverage', () => coverageMap());
  let html: string | undefined;
  admin.get('/coverage', async (_request, reply) => {
    html ??= coveragePage(
      coverageMap(),
      new Map(engine.scenarios.map((s) => [s.id, { title: s.title, description: s.description }])),
    );
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
