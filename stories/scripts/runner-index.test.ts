import { describe, expect, it } from 'vitest';
import { batchedIndex } from './runner-index.mjs';

type Entry = { type: string; id: string; title: string; name: string; importPath: string };

/** An index of `sizes.length` titles, title i holding sizes[i] stories (and one docs entry for title 0). */
function indexOf(sizes: number[]) {
  const entries: Record<string, Entry> = {};
  sizes.forEach((size, t) => {
    for (let s = 0; s < size; s++) {
      const id = `t${t}--s${s}`;
      entries[id] = {
        type: 'story',
        id,
        title: `area/T${t}`,
        name: `S${s}`,
        importPath: `./T${t}.stories.tsx`,
      };
    }
  });
  entries['t0--docs'] = {
    type: 'docs',
    id: 't0--docs',
    title: 'area/T0',
    name: 'Docs',
    importPath: './T0.mdx',
  };
  return { v: 5, entries };
}

describe('the test-runner index', () => {
  const index = indexOf([12, 9, 7, 7, 5, 3, 2, 1, 1, 1]);
  const batched = batchedIndex(index, 3);
  const entries = Object.values(batched.entries) as Entry[];

  it('keeps every entry under its id, in a batch title, named after its own title', () => {
    expect(Object.keys(batched.entries).sort()).toEqual(Object.keys(index.entries).sort());
    for (const entry of entries) {
      const original = index.entries[entry.id] as Entry;
      expect(entry.title).toMatch(/^stories batch [1-3] of 3$/);
      expect(entry.name).toBe(`${original.title} › ${original.name}`);
      expect(entry.importPath).toBe(original.importPath);
    }
  });

  it('keeps each title whole in one batch and balances the stories across batches', () => {
    const batchOf = new Map<string, Set<string>>();
    const sizes = new Map<string, number>();
    for (const entry of entries) {
      const title = entry.name.split(' › ')[0] as string;
      if (!batchOf.has(title)) batchOf.set(title, new Set());
      batchOf.get(title)?.add(entry.title);
      if (entry.type === 'story') sizes.set(entry.title, (sizes.get(entry.title) ?? 0) + 1);
    }
    for (const batches of batchOf.values()) expect(batches.size).toBe(1);
    // 48 stories in 3 batches, largest first into the emptiest: 16 each.
    expect([...sizes.values()].sort()).toEqual([16, 16, 16]);
  });

  it('makes no more batches than titles, and refuses what it cannot batch', () => {
    const two = batchedIndex(indexOf([2, 1]), 9);
    expect(new Set(Object.values(two.entries).map((e) => (e as Entry).title))).toEqual(
      new Set(['stories batch 1 of 2', 'stories batch 2 of 2']),
    );
    expect(() => batchedIndex({ v: 3, entries: {} }, 3)).toThrow(/version 3/);
    expect(() => batchedIndex(index, 0)).toThrow(/batches must be ≥ 1/);
  });
});
