/**
 * My-classes scenarios (doc 3 §2, §8): the course categories failing ('Failed to get course category') or
 * empty ('no course content yet'), and the lessons behind a card failing.
 */
import { endpoints } from '@wonder/contracts';
import { override } from '../../overrides/override';
import type { Scenario } from '../../overrides/types';
import { APP_FAILURE_CODE } from './session';

export const myClassesScenarios: readonly Scenario[] = [
  {
    id: 'course-categories-fail',
    title: 'My classes: course categories fail',
    titleZh: '我的课程：课程分类获取失败',
    description: `getCourseStudyList answers code ${APP_FAILURE_CODE}: the tab shows 获取课程分类失败 with a retry.`,
    group: 'parent-centre',
    overrides: [
      {
        endpoint: endpoints.myClasses.getCourseStudyList.id,
        code: APP_FAILURE_CODE,
        message: '课程服务繁忙',
      },
    ],
  },
  {
    id: 'course-categories-empty',
    title: 'My classes: no course categories',
    titleZh: '我的课程：暂无课程',
    description: 'getCourseStudyList answers an empty list: the tab shows 暂无课程内容.',
    group: 'parent-centre',
    overrides: [override(endpoints.myClasses.getCourseStudyList, { data: [] })],
  },
  {
    id: 'class-lessons-fail',
    title: 'My classes: lesson list fails',
    titleZh: '我的课程：课节列表加载失败',
    description: `getClassLessonList answers code ${APP_FAILURE_CODE}: /myClassList and /courseList show their error with a retry.`,
    group: 'parent-centre',
    overrides: [
      {
        endpoint: endpoints.myClasses.classLessonList.id,
        code: APP_FAILURE_CODE,
        message: '课节服务繁忙',
      },
    ],
  },
];
