/**
 * The designers' start page of the review build: per feature every screen and popup state (its picture,
 * what it shows, the spec passage it implements, its viewport, environment and persona, links into
 * Storybook), then the app-only page and the environment variants side by side.
 */
import { escapeHtml } from '../html.mjs';
import { featureOf } from '../visual/compare.mjs';
import { CHANGES_SCRIPT, CHANGES_STYLE, changesSection } from './changes-page.mjs';

/** Where a reader finds the spec when the build had none to quote (root README: "../shared/spec/"). */
export const SPEC_HOME =
  'the spec is not in this build: it lives in the shared folder beside the repository (../shared/spec/ from the repository root)';

/** The environments a designer tells apart (parameters.env, .storybook/environments.ts). */
const ENVIRONMENTS = {
  web: ['browser', 'phone browser (Android)'],
  'ios-safari': ['browser', 'phone browser (iPhone Safari)'],
  pc: ['browser', 'PC browser'],
  wechat: ['WeChat', 'WeChat'],
  'mini-program': ['mini-program', 'WeChat mini-program'],
  'ios-app': ['app', 'app (iOS)'],
  'android-app': ['app', 'app (Android)'],
};
const GROUPS = ['browser', 'WeChat', 'mini-program', 'app'];

/** The component of the page every route without a design lands on (doc 1 §2). */
const APP_ONLY_TITLE = 'shell/AppOnlyScreen';

const groupOf = (story) => ENVIRONMENTS[story.env]?.[0] ?? story.env;
const envLabel = (story) => {
  const label = ENVIRONMENTS[story.env]?.[1] ?? story.env;
  return story.appVersion ? `${label} ${story.appVersion}` : label;
};

const storyLink = (id) => `storybook.html?path=/story/${encodeURIComponent(id)}`;
const aloneLink = (id) => `iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;

/**
 * A cited section with its words: the subsections naming the story's route, else the section's opening; when
 * the spec was not there to read, where it lives.
 */
function passageHtml(passage) {
  const cite = `doc ${passage.doc} §${passage.section}`;
  if (passage.title === undefined) {
    return `<li>${cite}: <span class="nospec">${escapeHtml(SPEC_HOME)}, document ${passage.doc}, section ${passage.section}.</span></li>`;
  }
  const words = passage.quoted.length
    ? passage.quoted.map((q) => `<h5>${escapeHtml(q.title)}</h5><pre>${escapeHtml(q.text)}</pre>`).join('')
    : `<pre>${escapeHtml(passage.opening)}</pre>`;
  return `<li><details><summary>${cite} ${escapeHtml(passage.title)}</summary>${words}</details></li>`;
}

/** `anchor`: the card is the story's place on the page (links from the environments table lead to it). */
function storyCard(story, anchor = true, changed = new Set()) {
  const thumb = story.thumbnail
    ? `<a href="${aloneLink(story.id)}"><img src="${story.thumbnail}" alt="${escapeHtml(story.name)}" loading="lazy"></a>`
    : '<div class="nothumb">no baseline yet</div>';
  return `<article${anchor ? ` id="${escapeHtml(story.id)}"` : ''}>
${thumb}
<div class="about">
<h4><a href="${storyLink(story.id)}">${escapeHtml(story.name)}</a>${
    changed.has(story.id) ? ` <a class="badge" href="#change-${escapeHtml(story.id)}">changed</a>` : ''
  }</h4>
<p>${escapeHtml(story.story || '')}</p>
<dl><dt>viewport</dt><dd>${escapeHtml(story.viewport)}</dd><dt>environment</dt><dd>${escapeHtml(envLabel(story))}</dd>
<dt>persona</dt><dd>${escapeHtml(story.persona)}</dd><dt>route</dt><dd><code>${escapeHtml(story.route)}</code></dd></dl>
</div>
</article>`;
}

function componentSection(title, stories, changed) {
  const [first] = stories;
  const spec = first.passages.length
    ? `<p class="spec">Implements:</p><ul class="spec">${first.passages.map(passageHtml).join('')}</ul>`
    : '<p class="spec">No spec passage cited.</p>';
  return `<section class="component"><h3 id="${escapeHtml(title)}">${escapeHtml(title.split('/').slice(1).join('/'))}</h3>
<p>${escapeHtml(first.component)}</p>${spec}
<div class="cards">${stories.map((s) => storyCard(s, true, changed)).join('\n')}</div></section>`;
}

function byTitle(stories) {
  const map = new Map();
  for (const s of stories) map.set(s.title, [...(map.get(s.title) ?? []), s]);
  return map;
}

function environmentsTable(stories) {
  const rows = [...byTitle(stories)]
    .map(([title, mine]) => ({ title, groups: new Set(mine.map(groupOf)), mine }))
    .filter((row) => row.groups.size > 1)
    .map(
      ({ title, mine }) =>
        `<tr><th>${escapeHtml(title)}</th>${GROUPS.map(
          (g) =>
            `<td>${mine
              .filter((s) => groupOf(s) === g)
              .map((s) => `<a href="#${escapeHtml(s.id)}">${escapeHtml(s.name)}</a>`)
              .join('<br>')}</td>`,
        ).join('')}</tr>`,
    );
  return `<table><thead><tr><th>screen</th>${GROUPS.map((g) => `<th>${g}</th>`).join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

const STYLE = `
body { font: 14px/1.5 system-ui, 'Noto Sans CJK SC', sans-serif; margin: 24px auto; max-width: 1200px; color: #1f2329; }
nav a { margin-right: 12px; } h2 { border-bottom: 2px solid #1677ff; margin-top: 40px; }
.component { margin: 24px 0; } .cards { display: flex; flex-wrap: wrap; gap: 16px; }
article { width: 200px; border: 1px solid #e5e6eb; border-radius: 8px; overflow: hidden; }
article img { width: 200px; display: block; border-bottom: 1px solid #e5e6eb; }
.nothumb { height: 120px; display: grid; place-items: center; color: #86909c; background: #f7f8fa; }
.about { padding: 8px 12px; } h4 { margin: 0 0 4px; } dl { display: grid; grid-template-columns: auto 1fr; gap: 0 8px; font-size: 12px; }
dt { color: #86909c; } dd { margin: 0; overflow-wrap: anywhere; } .about p { font-size: 13px; margin: 0 0 6px; } pre { white-space: pre-wrap; background: #f7f8fa; padding: 8px; font-size: 12px; }
.spec { margin: 4px 0; } .nospec { color: #86909c; } [hidden] { display: none !important; } table { border-collapse: collapse; } td, th { border: 1px solid #e5e6eb; padding: 4px 8px; text-align: left; vertical-align: top; }
`;

/**
 * The start page's HTML: what changed first (`summary`: changes.json, changes.mjs), then the catalogue
 * (stories with their parameters, comments and passages).
 */
export function startPage(stories, summary, coverage = '') {
  const changed = new Set(summary.changes.map((c) => c.id));
  const features = [...new Set(stories.map((s) => featureOf(s.title)))].sort();
  const sections = features.map((feature) => {
    const mine = stories.filter((s) => featureOf(s.title) === feature);
    return `<h2 id="feature-${escapeHtml(feature)}">${escapeHtml(feature)} <small>(${mine.length} states)</small></h2>
${[...byTitle(mine)].map(([title, list]) => componentSection(title, list, changed)).join('\n')}`;
  });
  const appOnly = stories.filter((s) => s.title === APP_ONLY_TITLE);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wonder Parent · design review</title><style>${STYLE}${CHANGES_STYLE}</style></head>
<body>
<h1>Wonder Parent · design review</h1>
<p>Every screen and popup state of the parent app, rendered from the fixtures, at the phone size the app is
designed for. A picture is the story's approved baseline; click it to open the story alone, or its name to open it
in <a href="storybook.html">Storybook</a> (controls, accessibility panel). Pictures captured ${escapeHtml(summary.captured)}
(commit <code>${escapeHtml(summary.commit)}</code>).</p>
${changesSection(summary)}
${coverage}
<h2 id="catalogue">Every state</h2>
<nav>${features.map((f) => `<a href="#feature-${escapeHtml(f)}">${escapeHtml(f)}</a>`).join('')}
<a href="#app-only">app-only page</a><a href="#environments">environments</a></nav>
${sections.join('\n')}
<h2 id="app-only">The app-only page</h2>
<p>Every route no document designs lands on this page (doc 1 §2): its title, that the feature lives in the app, and
a way to it.</p>
<div class="cards">${appOnly.map((s) => storyCard(s, false)).join('\n')}</div>
<h2 id="environments">Environment variants</h2>
<p>Screens whose stories render in more than one environment, by environment.</p>
${environmentsTable(stories)}
<script type="module">${CHANGES_SCRIPT}</script>
</body></html>
`;
}
