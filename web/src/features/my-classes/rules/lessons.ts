/**
 * The lesson lists behind the cards (/myClassList, /courseList): which page shape the query asks for,
 * each lesson's status, the progress line and the task filter. Pure, so the rules are tested without
 * rendering.
 */
import { type ClassLesson, COURSE_TYPE, LESSON_STATUS, WEEKDAYS } from '@wonder/contracts';
import type { RoutePath } from '../../../lib/routes';
import { fmt } from '../../../texts';
import { lessonTexts } from '../texts';
import { TASK_TAB_TYPE } from './category-target';

export type LessonPageKind = 'classes' | 'tasks' | 'recorded';

export interface LessonPageQuery {
  kind: LessonPageKind;
  courseType: (typeof COURSE_TYPE)[keyof typeof COURSE_TYPE];
  groupId: number | undefined;
  name: string | null;
  /** Study tasks: open on the unfinished ones. */
  todoFirst: boolean;
  multiSubject: boolean;
}

/** Recorded lessons; a class and the study tasks open /myClassList. */
const RECORDED_LESSONS_PATH: RoutePath = '/courseList';
const COURSE_TYPES = Object.values(COURSE_TYPE) as number[];

function intOf(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Read /myClassList?id&name&courseType&source&groupType (a class), /myClassList?courseType&tabType&entry&
 * multiSubject (study tasks: no id) or /courseList?id&name (recorded lessons). An unusable query is null.
 */
export function lessonPageQuery(pathname: string, search: string): LessonPageQuery | null {
  const q = new URLSearchParams(search);
  const groupId = intOf(q.get('id'));
  const name = q.get('name')?.trim() || null;
  if (pathname.startsWith(RECORDED_LESSONS_PATH)) {
    return groupId === undefined
      ? null
      : {
          kind: 'recorded',
          courseType: COURSE_TYPE.RECORDED,
          groupId,
          name,
          todoFirst: false,
          multiSubject: false,
        };
  }
  const courseType = intOf(q.get('courseType'));
  if (courseType === undefined || !COURSE_TYPES.includes(courseType)) return null;
  const type = courseType as LessonPageQuery['courseType'];
  if (groupId === undefined) {
    return {
      kind: 'tasks',
      courseType: type,
      groupId: undefined,
      name,
      todoFirst: intOf(q.get('tabType')) === TASK_TAB_TYPE.TODO,
      multiSubject: q.get('multiSubject') === '1',
    };
  }
  return { kind: 'classes', courseType: type, groupId, name, todoFirst: false, multiSubject: false };
}

export type LessonBadge =
  | 'upcoming'
  | 'live'
  | 'finished'
  | 'studied'
  | 'notStudied'
  | 'locked'
  | 'done'
  | 'todo';

/** The status chip of a lesson row. */
export function lessonBadge(lesson: ClassLesson, kind: LessonPageKind): LessonBadge {
  if (kind === 'tasks') return lesson.studied ? 'done' : 'todo';
  if (kind === 'recorded') {
    if (lesson.lessonStatus === LESSON_STATUS.UPCOMING) return 'locked';
    return lesson.studied ? 'studied' : 'notStudied';
  }
  if (lesson.lessonStatus === LESSON_STATUS.LIVE) return 'live';
  if (lesson.lessonStatus === LESSON_STATUS.UPCOMING) return 'upcoming';
  return lesson.studied ? 'studied' : 'finished';
}

export function lessonProgress(lessons: readonly ClassLesson[]): { done: number; total: number } {
  return { done: lessons.filter((l) => l.studied).length, total: lessons.length };
}

export function filterTasks(lessons: readonly ClassLesson[], todoOnly: boolean): ClassLesson[] {
  return todoOnly ? lessons.filter((l) => !l.studied) : [...lessons];
}

/** 'YYYY.MM.DD HH:mm:ss' → '09月05日 周六 19:00' (the date's own weekday, in the date's own calendar). */
export function lessonTime(text: string | null | undefined): string | null {
  const m = /^(\d{4})[./-](\d{2})[./-](\d{2})(?: (\d{2}):(\d{2}))?/.exec(text ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay();
  const weekday = WEEKDAYS[(day === 0 ? 7 : day) as keyof typeof WEEKDAYS];
  const date = fmt(lessonTexts.date, { month: mo ?? '', day: d ?? '', weekday });
  return h === undefined ? date : fmt(lessonTexts.dateTime, { date, time: `${h}:${mi}` });
}
