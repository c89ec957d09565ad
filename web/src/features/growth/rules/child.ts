/**
 * The child the growth tab is about (doc 3 §3 "child data for growth"): the current class is the last
 * attendClassVoList entry's attendClass (it wins over attendClass); the step is the catePid of the entry
 * whose attendClass is the class shown.
 */
import type { PrivateInfo } from '@wonder/contracts';

export function currentClassOf(info: Pick<PrivateInfo, 'attendClass' | 'attendClassVoList'>): number | null {
  return info.attendClassVoList.at(-1)?.attendClass ?? info.attendClass ?? null;
}

export function stepOf(info: Pick<PrivateInfo, 'attendClassVoList'>, classId: number | null): number | null {
  if (classId === null) return null;
  return info.attendClassVoList.find((c) => c.attendClass === classId)?.catePid ?? null;
}

/** The child's classes, each once, in the list's order. */
export function classesOf(info: Pick<PrivateInfo, 'attendClassVoList'>): number[] {
  return [...new Set(info.attendClassVoList.map((c) => c.attendClass))];
}

/** The class the tab shows: the parent's choice while it is still one of the child's classes. */
export function shownClass(
  info: Pick<PrivateInfo, 'attendClass' | 'attendClassVoList'>,
  chosen: number | null,
) {
  return chosen !== null && classesOf(info).includes(chosen) ? chosen : currentClassOf(info);
}
