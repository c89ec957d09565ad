/**
 * The story index the test-runner reads (scripts/test-static.mjs serves it at /runner/index.json): the
 * build's index.json with its titles regrouped into a few batches, because the runner writes one jest test
 * file per title and every file pays the same start: jest imports the runner's module graph (storybook's
 * preview API, babel; ≈ 1.2 CPU-s natively, several in jest's ESM registry) and loads the 2 MB preview into
 * a fresh page. With 36 titles that start was about half the stage's CPU (a run whose every file failed at
 * once still used 4.6 CPU-s per file). Only the runner's grouping changes: story ids, and so what each test
 * visits and captures, stay as they are; the Storybook the browser loads keeps its own index.json.
 *
 * Whole titles go into batches, largest first into the emptiest batch (stories of one title still share a
 * page, as they did). A story's name becomes "<title> › <name>", so a report still says which story failed.
 */

/** Three workers; three batches each lets the worker that finishes first take the last ones. */
export const DEFAULT_BATCHES = 9;

/**
 * @param {{ v: number, entries: Record<string, { type: string, title: string, name: string }> }} index
 * @param {number} batches
 */
export function batchedIndex(index, batches = DEFAULT_BATCHES) {
  if (index.v < 4 || !index.entries) throw new Error(`unsupported index.json version ${index.v}`);
  if (!Number.isInteger(batches) || batches < 1) throw new Error(`batches must be ≥ 1, got ${batches}`);
  const byTitle = new Map();
  for (const entry of Object.values(index.entries)) {
    if (!byTitle.has(entry.title)) byTitle.set(entry.title, []);
    byTitle.get(entry.title).push(entry);
  }
  const bins = Array.from({ length: Math.min(batches, byTitle.size) }, () => ({ size: 0, titles: [] }));
  const titles = [...byTitle.keys()].sort((a, b) => byTitle.get(b).length - byTitle.get(a).length);
  for (const title of titles) {
    const bin = bins.reduce((least, b) => (b.size < least.size ? b : least));
    bin.titles.push(title);
    bin.size += byTitle.get(title).filter((e) => e.type === 'story').length;
  }
  const entries = {};
  bins.forEach((bin, i) => {
    const label = `stories batch ${i + 1} of ${bins.length}`;
    for (const title of bin.titles)
      for (const entry of byTitle.get(title))
        entries[entry.id] = { ...entry, title: label, name: `${title} › ${entry.name}` };
  });
  return { ...index, entries };
}
