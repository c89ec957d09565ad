/**
 * Subject tabs and the categories a tab shows (doc 3 §2): "all" first, then the configured subjects; the
 * answer of getCourseStudyList is filtered on the client by category.subject (contracts note).
 */
import type { ConfigSubject, CourseCategory } from '@wonder/contracts';

/** The "all" tab: no subject filter. */
export const ALL_SUBJECTS = -1;

export interface SubjectTab {
  subject: number;
  name: string;
}

export function subjectTabs(
  configured: readonly ConfigSubject[] | null | undefined,
  allName: string,
): SubjectTab[] {
  const seen = new Set<number>();
  const tabs: SubjectTab[] = [{ subject: ALL_SUBJECTS, name: allName }];
  for (const s of configured ?? []) {
    if (seen.has(s.subject) || !s.subjectName.trim()) continue;
    seen.add(s.subject);
    tabs.push({ subject: s.subject, name: s.subjectName });
  }
  return tabs;
}

export interface CategoryFilter {
  /** The chosen tab (ALL_SUBJECTS for all). */
  subject: number;
  /** A subject the environment restricts to (the mini-program's math brand). */
  onlySubject: number | null;
}

export function visibleCategories(
  categories: readonly CourseCategory[],
  filter: CategoryFilter,
): CourseCategory[] {
  return categories.filter((c) => {
    if (filter.onlySubject !== null && c.subject !== filter.onlySubject) return false;
    return filter.subject === ALL_SUBJECTS || c.subject === filter.subject;
  });
}

/** The categories span more than one subject (the study-task list then labels subjects). */
export function spansSubjects(categories: readonly CourseCategory[]): boolean {
  return new Set(categories.map((c) => c.subject)).size > 1;
}
