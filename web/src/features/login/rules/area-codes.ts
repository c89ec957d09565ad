/**
 * The area-code index list (doc 1 §2): hot countries (top = 1) under '#', then every country grouped by
 * its first letter, A to Z. A hot country therefore appears twice: once among the hot ones, once under
 * its letter, so a parent who scrolls to the letter still finds it.
 */
import type { AreaCodeItem } from '@wonder/contracts';

export const HOT_INDEX = '#';

export interface AreaCodeGroup {
  index: string;
  items: readonly AreaCodeItem[];
}

export function groupAreaCodes(items: readonly AreaCodeItem[]): AreaCodeGroup[] {
  const hot = items.filter((i) => i.top === 1);
  const byLetter = new Map<string, AreaCodeItem[]>();
  for (const item of items) {
    const letter = item.firstLetter === HOT_INDEX ? HOT_INDEX : item.firstLetter.toUpperCase();
    if (letter === HOT_INDEX) {
      if (item.top !== 1) hot.push(item);
      continue;
    }
    const list = byLetter.get(letter) ?? [];
    list.push(item);
    byLetter.set(letter, list);
  }
  const letters = [...byLetter.keys()].sort();
  const groups: AreaCodeGroup[] = [];
  if (hot.length) groups.push({ index: HOT_INDEX, items: hot });
  for (const letter of letters) groups.push({ index: letter, items: byLetter.get(letter) ?? [] });
  return groups;
}
