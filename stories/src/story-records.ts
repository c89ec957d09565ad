/// <reference types="vite/client" />
/**
 * Every story as data: its Storybook id, where it is, and its parameters (the meta's merged with its own) —
 * what the coverage map (scripts/map) reads to know which answer variant a story shows: the calls it holds,
 * fails or answers with other data (`parameters.api`), and the scenario it shows (`parameters.state`, a typed
 * ScenarioId of the contracts). Loaded through Vite (import.meta.glob), so only a Vite-based runner (Vitest,
 * Storybook) can read it.
 */
import { storyNameFromExport, toId } from 'storybook/internal/csf';

export interface StoryRecord {
  /** Storybook's id, also the name of its visual baseline (visual-baselines/<id>.png). */
  id: string;
  /** The story file, from stories/src. */
  file: string;
  title: string;
  exportName: string;
  parameters: Readonly<Record<string, unknown>>;
}

interface StoryModule {
  default?: { title?: string; id?: string; parameters?: Record<string, unknown> };
  [exportName: string]: unknown;
}

export async function loadStoryRecords(): Promise<StoryRecord[]> {
  const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx');
  const out: StoryRecord[] = [];
  for (const [path, load] of Object.entries(modules)) {
    const module = await load();
    const meta = module.default ?? {};
    const title = meta.title ?? path;
    for (const [exportName, story] of Object.entries(module)) {
      if (exportName === 'default' || typeof story !== 'object' || story === null) continue;
      const own = (story as { parameters?: Record<string, unknown> }).parameters ?? {};
      const parameters = { ...meta.parameters, ...own };
      // The story's api merges with the meta's, as the preview's decorator reads them together.
      const api = { ...(meta.parameters?.api as object | undefined), ...(own.api as object | undefined) };
      out.push({
        id: toId(meta.id ?? title, storyNameFromExport(exportName)),
        file: path.replace(/^\.\//, ''),
        title,
        exportName,
        parameters: Object.keys(api).length > 0 ? { ...parameters, api } : parameters,
      });
    }
  }
  return out;
}
