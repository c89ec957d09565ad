/** Subject tabs, the categories a tab shows, and the lesson pages' query, status and dates. */
import {
  type ClassLesson,
  COURSE_DEMO_TYPE,
  COURSE_TYPE,
  type CourseCategory,
  LESSON_STATUS,
} from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { filterTasks, lessonBadge, lessonPageQuery, lessonProgress, lessonTime } from '../rules/lessons';
import { ALL_SUBJECTS, spansSubjects, subjectTabs, visibleCategories } from '../rules/subjects';

const cat = (groupId: number, subject: number, patch: Partial<CourseCategory> = {}): CourseCategory => ({
  groupId,
  groupName: `c${groupId}`,
  courseType: COURSE_TYPE.LIVE,
  subject,
  courseNum: 1,
  imgUrl: '',
  ...patch,
});

const tasks = cat(9, 0, { courseType: COURSE_TYPE.OTHER, demoType: COURSE_DEMO_TYPE.STUDY_TASKS });
const ALL = [cat(1, 0), cat(2, 11), cat(3, 1), tasks];
const ids = (list: CourseCategory[]) => list.map((c) => c.groupId);

describe('subject tabs and categories', () => {
  it('"all" first, then the configured subjects once each; blank names are skipped', () => {
    const tabs = subjectTabs(
      [
        { subject: 0, subjectName: '思维' },
        { subject: 11, subjectName: '数学' },
        { subject: 0, subjectName: '思维' },
        { subject: 3, subjectName: ' ' },
      ],
      '全部',
    );
    expect(tabs).toEqual([
      { subject: ALL_SUBJECTS, name: '全部' },
      { subject: 0, name: '思维' },
      { subject: 11, name: '数学' },
    ]);
    expect(subjectTabs(null, '全部')).toHaveLength(1);
  });

  it('filters by tab and by the environment’s subject; study tasks stay (only their count is restricted)', () => {
    const base = { subject: ALL_SUBJECTS, onlySubject: null };
    expect(ids(visibleCategories(ALL, base))).toEqual([1, 2, 3, 9]);
    expect(ids(visibleCategories(ALL, { ...base, subject: 0 }))).toEqual([1, 9]);
    expect(ids(visibleCategories(ALL, { ...base, onlySubject: 11 }))).toEqual([2]);
    expect(spansSubjects(ALL)).toBe(true);
    expect(spansSubjects([cat(1, 0), cat(2, 0)])).toBe(false);
  });
});

const lesson = (patch: Partial<ClassLesson>): ClassLesson => ({
  lessonId: 1,
  title: 't',
  serialNumber: 1,
  subject: 0,
  duration: 30,
  lessonStatus: LESSON_STATUS.FINISHED,
  studied: false,
  ...patch,
});

describe('lesson pages', () => {
  it('reads a class, the study tasks and a recorded course from the query', () => {
    expect(
      lessonPageQuery('/myClassList', '?id=12&name=A&courseType=1&source=myTabClass&groupType=1'),
    ).toEqual({
      kind: 'classes',
      courseType: 1,
      groupId: 12,
      name: 'A',
      todoFirst: false,
      multiSubject: false,
    });
    expect(
      lessonPageQuery('/myClassList', '?courseType=4&tabType=1&entry=myTabClass&multiSubject=1'),
    ).toMatchObject({ kind: 'tasks', groupId: undefined, todoFirst: true, multiSubject: true });
    expect(lessonPageQuery('/courseList', '?id=7&name=R')).toMatchObject({ kind: 'recorded', courseType: 2 });
    expect(lessonPageQuery('/courseList', '?name=R')).toBeNull();
    expect(lessonPageQuery('/myClassList', '?courseType=9')).toBeNull();
    expect(lessonPageQuery('/myClassList', '?id=x&courseType=1')).toMatchObject({ kind: 'tasks' });
  });

  it.each([
    ['classes', lesson({ lessonStatus: LESSON_STATUS.LIVE }), 'live'],
    ['classes', lesson({ lessonStatus: LESSON_STATUS.UPCOMING }), 'upcoming'],
    ['classes', lesson({ studied: true }), 'studied'],
    ['classes', lesson({}), 'finished'],
    ['recorded', lesson({ lessonStatus: LESSON_STATUS.UPCOMING }), 'locked'],
    ['recorded', lesson({ studied: true }), 'studied'],
    ['recorded', lesson({}), 'notStudied'],
    ['tasks', lesson({ studied: true }), 'done'],
    ['tasks', lesson({}), 'todo'],
  ] as const)('%s: %o → %s', (kind, l, badge) => {
    expect(lessonBadge(l, kind)).toBe(badge);
  });

  it('counts progress and filters the unfinished tasks', () => {
    const list = [lesson({ lessonId: 1, studied: true }), lesson({ lessonId: 2 }), lesson({ lessonId: 3 })];
    expect(lessonProgress(list)).toEqual({ done: 1, total: 3 });
    expect(filterTasks(list, true).map((l) => l.lessonId)).toEqual([2, 3]);
    expect(filterTasks(list, false)).toHaveLength(3);
  });

  it('writes a lesson time with its own weekday', () => {
    expect(lessonTime('2026.09.05 19:00:00')).toBe('09月05日 周六 19:00');
    expect(lessonTime('2026.09.07')).toBe('09月07日 周一');
    expect(lessonTime(null)).toBeNull();
    expect(lessonTime('soon')).toBeNull();
  });
});
