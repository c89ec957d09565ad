/**
 * What the served review (`pnpm run stories:review -- --serve`) lets a designer do from its start page:
 * approve a changed story or a whole group (the baselines are written exactly as `stories:approve <ids>`
 * writes them: same function, same checks) and reject one with a note (review-notes.json, printed by every
 * story run, scripts/visual/check.mjs). The page asks `GET review-api/status` whether it is served: a static
 * copy of the review shows the approve commands instead. Every decision is also kept beside the review build
 * (decisions.mjs), where the page reads it again after a reload.
 */
import { ApproveError, approve, reject } from '../visual/approve.mjs';
import { recordDecisions } from './decisions.mjs';

const MAX_NOTE = 2000;

function storyIds(value) {
  if (!Array.isArray(value) || value.length === 0 || !value.every((id) => typeof id === 'string' && id)) {
    throw new Error('ids: a non-empty list of story ids');
  }
  return value;
}

/**
 * The API routes of the served review for the visual folders `dirs` (visualDirs in use); `outDir`: the review
 * build, where the decisions are kept (none kept without it).
 * @param {{ dirs: typeof import('../visual/paths.mjs').visualDirs; outDir?: string; titles?: Map<string, string>; now?: () => string }} options
 */
export function reviewActions({ dirs, outDir, titles = new Map(), now = () => new Date().toISOString() }) {
  const keep = (entries) => {
    if (outDir) recordDecisions(outDir, entries);
  };
  return {
    'GET /review-api/status': () => ({ body: { serving: true } }),
    'POST /review-api/approve': ({ ids }) => {
      try {
        const { approved, removed } = approve({ ids: storyIds(ids), dirs });
        for (const id of approved) console.log(`review: approved ${id}`);
        const at = now();
        keep(approved.map((id) => ({ id, decision: 'approved', at })));
        return { body: { approved, removed } };
      } catch (error) {
        if (error instanceof ApproveError) return { status: 409, body: { error: error.message } };
        throw error;
      }
    },
    'POST /review-api/reject': ({ id, note }) => {
      const [story] = storyIds([id]);
      if (typeof note !== 'string' || note.length > MAX_NOTE) {
        throw new Error(`note: a text of at most ${MAX_NOTE} characters`);
      }
      const entry = reject({
        id: story,
        title: titles.get(story) ?? story,
        note: note.trim(),
        dirs,
        at: now(),
      });
      console.log(`review: rejected ${story}: ${entry.note || '(no note)'}`);
      keep([{ id: story, decision: 'rejected', note: entry.note, at: entry.at }]);
      return { body: entry };
    },
  };
}
