/**
 * The part of the review's start page that comes first: the stories whose look changed (changes.json), each
 * with its baseline, new capture and difference side by side and a slider / blink comparison; per group an
 * "approve all"; under them the stories that could not be reviewed and the count of those that did not change.
 * The page's script asks whether the review is served (review-api/status, actions.mjs): then Approve and
 * Reject act; a static copy shows the command that approves each story instead. Either way it marks the
 * stories already decided (review-decisions.json beside the page, decisions.mjs), with the rejection's note.
 */
import { escapeHtml } from '../html.mjs';
import { approveCommand } from './changes.mjs';

const storyLink = (id) => `storybook.html?path=/story/${encodeURIComponent(id)}`;

function detail(change) {
  if (change.status === 'new') return 'new story, no baseline yet';
  const percent = change.diffShare * 100;
  return `${change.diffPixels} pixels differ (${percent < 0.01 ? '< 0.01' : percent.toFixed(2)} % of the picture)`;
}

const figure = (label, src) =>
  `<figure><figcaption>${label}</figcaption>${
    src ? `<a href="${src}"><img src="${src}" alt="${label}" loading="lazy"></a>` : '<p class="none">none</p>'
  }</figure>`;

/** Baseline and new capture stacked: the slider uncovers the new one from the right, blink swaps them. */
function comparison(change) {
  if (!change.baseline) return '';
  return `<figure class="compare"><figcaption><label>slide <input type="range" class="slider" min="0" max="100" value="50" aria-label="baseline | new"></label>
<button type="button" class="blink" aria-pressed="false">blink</button></figcaption>
<div class="stack"><img src="${change.baseline}" alt="baseline" loading="lazy"><img class="top" src="${change.current}" alt="new" loading="lazy"></div></figure>`;
}

function changeCard(change) {
  const id = escapeHtml(change.id);
  return `<article class="change" id="change-${id}" data-id="${id}">
<h4><a href="${storyLink(change.id)}">${escapeHtml(change.title)} › ${escapeHtml(change.name)}</a> <span class="status">${escapeHtml(detail(change))}</span></h4>
${change.causes?.length ? `<p class="cause">Why it changed: ${escapeHtml(change.causes.join(', '))} <small>(pnpm run impact)</small></p>\n` : ''}<div class="panels">${figure('baseline', change.baseline)}${figure('new', change.current)}${figure('difference', change.diff)}${comparison(change)}</div>
<p class="decided" hidden></p>
<p class="static-only">Approve: <code>${escapeHtml(change.approve)}</code></p>
<div class="actions serving-only" hidden><button type="button" class="approve" data-ids="${id}">Approve</button>
<details class="reject"><summary>Reject…</summary><textarea aria-label="What is wrong with ${escapeHtml(change.name)}" rows="3" placeholder="What is wrong (the developers read it in their test output)"></textarea>
<button type="button" class="send-reject" data-id="${id}">Send rejection</button></details>
<span class="outcome" role="status"></span></div>
</article>`;
}

function group(feature, changes) {
  const ids = changes.map((c) => c.id);
  return `<section class="group" data-group="${escapeHtml(feature)}">
<h3>${escapeHtml(feature)} <small>(${changes.length} changed)</small>
<button type="button" class="approve approve-group serving-only" hidden data-ids="${escapeHtml(ids.join(' '))}">Approve all in this group</button></h3>
<p class="static-only">All in this group: <code>${escapeHtml(approveCommand(ids))}</code></p>
${changes.map(changeCard).join('\n')}
</section>`;
}

/**
 * A story that cannot be reviewed: what its page showed when it failed, beside why (the runner's message:
 * an a11y failure with its rule, element and numbers), so a designer sees the problem, not only its name.
 */
function problemCard(problem) {
  const id = escapeHtml(problem.id);
  const title =
    problem.title === problem.id ? id : `${escapeHtml(problem.title)} › ${escapeHtml(problem.name)}`;
  return `<article class="problem" id="problem-${id}" data-id="${id}">
<h4><a href="${storyLink(problem.id)}">${title}</a> <span class="status">${escapeHtml(problem.detail)}</span></h4>
<div class="panels">${
    problem.picture
      ? figure(problem.status === 'unstable' ? 'first capture' : 'when it failed', problem.picture)
      : ''
  }${
    problem.reason
      ? `<figure class="reason"><figcaption>why</figcaption><pre>${escapeHtml(problem.reason)}</pre></figure>`
      : ''
  }</div>
</article>`;
}

/** The changes section's HTML for a changes.json summary (changes.mjs). */
export function changesSection(summary) {
  const { changes, problems, stories, unchanged } = summary;
  const features = [...new Set(changes.map((c) => c.feature))].sort();
  const head = changes.length
    ? `<h2 id="changes">What changed <small>(${changes.length} of ${stories} stories)</small></h2>
<p class="serving-only" hidden>Approve writes the new picture as the story's baseline in the working tree (the
developers commit it with the change); Reject records your note for the developers (<code>stories/review-notes.json</code>,
shown in every story run).</p>
<p class="static-only">This copy of the review is static: approve a story with the command under it, in the
repository, or serve the review (<code>pnpm run stories:review -- --serve</code>) to approve and reject here.</p>`
    : `<h2 id="changes">What changed <small>(0 of ${stories} stories)</small></h2>
<p class="ok">No story looks different from its approved picture.</p>`;
  const trouble = problems.length
    ? `<h3 id="problems">Not reviewable <small>(${problems.length})</small></h3>\n${problems.map(problemCard).join('\n')}`
    : '';
  return `${head}
${features
  .map((f) =>
    group(
      f,
      changes.filter((c) => c.feature === f),
    ),
  )
  .join('\n')}
${trouble}
<p id="no-change" class="ok">No change: ${unchanged} of ${stories} stories match their approved pictures (below, with everything else).</p>`;
}

export const CHANGES_STYLE = `
article.change { width: auto; margin: 16px 0 28px; border: 0; border-radius: 0; overflow: visible; } .change h4 { margin: 0 0 6px; } .status { color: #c0392b; font-weight: normal; }
.panels { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
.panels figure { margin: 0; } .panels figcaption { font-size: 12px; color: #646a73; height: 24px; }
.panels img { width: 260px; border: 1px solid #ccd; display: block; }
.stack { position: relative; width: 262px; } .stack img.top { position: absolute; inset: 0; clip-path: inset(0 0 0 50%); }
.stack.blinking img.top { clip-path: none; } .stack.blinking.off img.top { visibility: hidden; }
.change.approved { opacity: .55; } .change.approved .status::after { content: ' · approved'; color: #2e7d32; }
.change.rejected .status::after { content: ' · rejected'; } .decided { color: #c0392b; margin: 6px 0; }
.actions { display: flex; gap: 12px; align-items: flex-start; margin-top: 8px; } .actions textarea { width: 320px; display: block; }
button.approve { background: #2e7d32; color: #fff; border: 0; border-radius: 4px; padding: 4px 12px; cursor: pointer; }
button:disabled { opacity: .5; cursor: default; } .ok { color: #2e7d32; } .outcome { font-size: 13px; }
.badge { font-size: 11px; background: #c0392b; color: #fff; border-radius: 8px; padding: 0 6px; }
article.problem { width: auto; margin: 16px 0 28px; border: 0; border-radius: 0; overflow: visible; } .problem h4 { margin: 0 0 6px; }
.reason pre { width: 560px; max-height: 420px; overflow: auto; margin: 0; padding: 8px; background: #fff4f2; border: 1px solid #f0c8c0; white-space: pre-wrap; font-size: 12px; }
`;

/** The page's script: served or static, the comparisons, approve and reject. */
export const CHANGES_SCRIPT = `
const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  .then(async (r) => ({ ok: r.ok, body: await r.json().catch(() => ({})) }));
(async () => {
  let serving = false;
  try {
    const r = await fetch('review-api/status', { cache: 'no-store' });
    serving = r.ok && (await r.json()).serving === true;
  } catch {}
  for (const el of document.querySelectorAll('.serving-only')) el.hidden = !serving;
  for (const el of document.querySelectorAll('.static-only')) el.hidden = serving;
  document.body.dataset.review = serving ? 'served' : 'static';
})();
for (const slider of document.querySelectorAll('.slider')) {
  slider.addEventListener('input', () => {
    slider.closest('figure').querySelector('img.top').style.clipPath = 'inset(0 0 0 ' + slider.value + '%)';
  });
}
for (const button of document.querySelectorAll('.blink')) {
  let timer;
  button.addEventListener('click', () => {
    const stack = button.closest('figure').querySelector('.stack');
    const on = !timer;
    button.setAttribute('aria-pressed', String(on));
    stack.classList.toggle('blinking', on);
    if (on) timer = setInterval(() => stack.classList.toggle('off'), 600);
    else { clearInterval(timer); timer = undefined; stack.classList.remove('off'); }
  });
}
const outcome = (id, text) => {
  const el = document.getElementById('change-' + id)?.querySelector('.outcome');
  if (el) el.textContent = text;
};
const markApproved = (id, text) => {
  const card = document.getElementById('change-' + id);
  card?.classList.add('approved');
  card?.classList.remove('rejected');
  for (const b of card?.querySelectorAll('button') ?? []) b.disabled = true;
  outcome(id, text);
};
const markRejected = (id, note, text) => {
  const card = document.getElementById('change-' + id);
  card?.classList.add('rejected');
  const box = card?.querySelector('.reject textarea');
  if (box && note) box.value = note;
  const said = card?.querySelector('.decided');
  if (said) { said.hidden = false; said.textContent = note ? 'Rejected: “' + note + '”' : 'Rejected (no note)'; }
  outcome(id, text);
};
// Decided before this page was (re)loaded: by the served review, or kept from the recorded rejections.
fetch('review-decisions.json', { cache: 'no-store' })
  .then((r) => (r.ok ? r.json() : {}))
  .catch(() => ({}))
  .then((decisions) => {
    for (const [id, d] of Object.entries(decisions)) {
      if (d.decision === 'approved') markApproved(id, 'approved ' + d.at + ': its baseline is written (commit stories/visual-baselines/)');
      else if (d.decision === 'rejected') markRejected(id, d.note, 'rejected ' + d.at + ': the note is recorded for the developers');
    }
    document.body.dataset.decisions = 'read';
  });
for (const button of document.querySelectorAll('button.approve')) {
  button.addEventListener('click', async () => {
    const ids = button.dataset.ids.split(' ');
    button.disabled = true;
    const { ok, body } = await post('review-api/approve', { ids });
    if (!ok) { button.disabled = false; for (const id of ids) outcome(id, 'not approved: ' + (body.error ?? 'the server refused')); return; }
    for (const id of body.approved) markApproved(id, 'approved: its baseline is written (commit stories/visual-baselines/)');
  });
}
for (const button of document.querySelectorAll('button.send-reject')) {
  button.addEventListener('click', async () => {
    const id = button.dataset.id;
    const note = button.closest('details').querySelector('textarea').value;
    const { ok, body } = await post('review-api/reject', { id, note });
    if (!ok) { outcome(id, 'not recorded: ' + (body.error ?? 'the server refused')); return; }
    button.closest('details').open = false;
    markRejected(id, body.note, 'rejected: your note is recorded for the developers');
  });
}
`;
