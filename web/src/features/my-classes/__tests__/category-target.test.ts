/** The course-type routing of the category cards (doc 3 §2), as a table. */
import { COURSE_DEMO_TYPE, COURSE_TYPE, type CourseCategory } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { categoryKind, categoryTarget } from '../rules/category-target';

const card = (patch: Partial<CourseCategory>): CourseCategory => ({
  groupId: 4821,
  groupName: '思维直播课 L3',
  courseType: COURSE_TYPE.LIVE,
  subject: 0,
  courseNum: 24,
  imgUrl: '',
  courseId: null,
  courseLink: null,
  demoType: null,
  ...patch,
});

const LINK = 'https://static.wonder.example/h5/parent-class/index.html';

describe('categoryTarget', () => {
  it.each([
    [
      'live',
      card({}),
      '/myClassList?id=4821&name=%E6%80%9D%E7%BB%B4%E7%9B%B4%E6%92%AD%E8%AF%BE+L3&courseType=1&source=myTabClass&groupType=1',
    ],
    [
      'trial',
      card({ courseType: COURSE_TYPE.TRIAL, groupName: 'A', demoType: COURSE_DEMO_TYPE.TRIAL }),
      '/myClassList?id=4821&name=A&courseType=3&source=myTabClass&groupType=2',
    ],
    ['recorded', card({ courseType: COURSE_TYPE.RECORDED, groupName: 'R' }), '/courseList?id=4821&name=R'],
    [
      'link (demoType 3)',
      card({ courseType: COURSE_TYPE.OTHER, demoType: COURSE_DEMO_TYPE.LINK, courseLink: LINK }),
      `/iframePage?url=${encodeURIComponent(LINK)}`,
    ],
    [
      'link (course link, no demoType)',
      card({ courseType: COURSE_TYPE.OTHER, courseLink: LINK }),
      `/iframePage?url=${encodeURIComponent(LINK)}`,
    ],
    [
      'babyStudy detail',
      card({ courseType: COURSE_TYPE.OTHER, demoType: COURSE_DEMO_TYPE.BABY_STUDY_DETAIL, courseId: 512 }),
      '/babyStudy/detail?id=512',
    ],
    [
      'babyStudy play',
      card({ courseType: COURSE_TYPE.OTHER, demoType: COURSE_DEMO_TYPE.BABY_STUDY_PLAY, courseId: 512 }),
      '/babyStudy/play?id=512',
    ],
    [
      'study tasks',
      card({ courseType: COURSE_TYPE.OTHER, demoType: COURSE_DEMO_TYPE.STUDY_TASKS }),
      '/myClassList?courseType=4&tabType=1&entry=myTabClass&multiSubject=1',
    ],
    ['other recorded', card({ courseType: COURSE_TYPE.OTHER, groupName: 'O' }), '/courseList?id=4821&name=O'],
    ['link without its link', card({ courseType: COURSE_TYPE.OTHER, demoType: COURSE_DEMO_TYPE.LINK }), null],
    [
      'babyStudy without a course',
      card({ courseType: COURSE_TYPE.OTHER, demoType: COURSE_DEMO_TYPE.BABY_STUDY_DETAIL }),
      null,
    ],
  ])('%s', (_name, category, expected) => {
    expect(categoryTarget(category, { multiSubject: true })).toBe(expected);
  });

  it('a live card ignores demoType and courseLink: the course type decides first', () => {
    const live = card({ demoType: COURSE_DEMO_TYPE.LINK, courseLink: LINK });
    expect(categoryKind(live)).toBe('live');
    expect(categoryTarget(live, { multiSubject: false })).toMatch(/^\/myClassList\?id=4821/);
  });

  it('multiSubject follows the parent’s subjects', () => {
    const tasks = card({ courseType: COURSE_TYPE.OTHER, demoType: COURSE_DEMO_TYPE.STUDY_TASKS });
    expect(categoryTarget(tasks, { multiSubject: false })).toContain('multiSubject=0');
  });
});
