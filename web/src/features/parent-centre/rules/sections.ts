/**
 * The parent centre's entry sections (doc 3 §2) in their order, from the rules of ./entries.ts and the
 * counts the screen loaded. Each entry is a key the container maps to where it goes (./targets.ts).
 */
import { fmt } from '../../../texts';
import { parentCentreTexts as T } from '../texts';
import type { CentreRules } from './entries';

export type EntryKey =
  | 'orders'
  | 'addresses'
  | 'logistics'
  | 'activityCenter'
  | 'beanShop'
  | 'praise'
  | 'myTasks'
  | 'medals'
  | 'inviteRewards'
  | 'studyTasks'
  | 'reports'
  | 'wrongSet'
  | 'leave'
  | 'help'
  | 'materials'
  | 'tutor'
  | 'onlineConsult'
  | 'phoneConsult'
  | 'settings'
  | 'feedback';

export interface Entry {
  key: EntryKey;
  label: string;
  /** A short note at the right (undone count); null: none. */
  note: string | null;
  /** The red new-marker (logistics). */
  marked: boolean;
}

export interface Section {
  id: 'account' | 'activities' | 'learning' | 'service';
  title: string;
  entries: Entry[];
}

export interface SectionCounts {
  /** The logistics new-marker (isLogisticsMark). */
  logisticsMark: boolean;
  /** Undone study tasks; null while unknown or without a group. */
  undone: number | null;
}

const entry = (key: EntryKey, extra: Partial<Entry> = {}): Entry => ({
  key,
  label: T.entries[key],
  note: null,
  marked: false,
  ...extra,
});

export function centreSections(rules: CentreRules, counts: SectionCounts): Section[] {
  const when = (shown: boolean, e: Entry) => (shown ? [e] : []);
  return [
    {
      id: 'account',
      title: T.sections.account,
      entries: [
        entry('orders'),
        entry('addresses'),
        entry('logistics', {
          marked: counts.logisticsMark,
          note: counts.logisticsMark ? T.entries.logisticsNew : null,
        }),
      ],
    },
    {
      id: 'activities',
      title: T.sections.activities,
      entries: [
        entry('activityCenter'),
        entry('beanShop'),
        ...when(rules.showPraise, entry('praise')),
        entry('myTasks'),
        entry('medals'),
        entry('inviteRewards'),
      ],
    },
    {
      id: 'learning',
      title: T.sections.learning,
      entries: [
        entry('studyTasks', {
          note:
            rules.showStudyTaskCount && counts.undone
              ? fmt(T.entries.undone, { count: counts.undone })
              : null,
        }),
        entry('reports'),
        ...when(rules.showWrongSet, entry('wrongSet')),
        entry('leave'),
        entry('help'),
        ...when(rules.showLearningMaterials, entry('materials')),
        ...when(rules.showTutor, entry('tutor')),
      ],
    },
    {
      id: 'service',
      title: T.sections.service,
      entries: [entry('onlineConsult'), entry('phoneConsult'), entry('settings'), entry('feedback')],
    },
  ];
}
