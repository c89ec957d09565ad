/**
 * Where a category card of the courses tab opens (doc 3 §2), as one pure function of the card:
 *
 * | courseType        | demoType                  | opens                                                    |
 * | ----------------- | ------------------------- | -------------------------------------------------------- |
 * | 1 live            | any                       | /myClassList?id&name&courseType=1&source&groupType=1     |
 * | 3 trial           | any                       | /myClassList?id&name&courseType=3&source&groupType=2     |
 * | 2 recorded        | any                       | /courseList?id&name                                      |
 * | 4 other or link   | 3 link (with courseLink)  | /iframePage?url={courseLink}                             |
 * | 4                 | 2 babyStudy detail        | /babyStudy/detail?id={courseId}                          |
 * | 4                 | 5 babyStudy play          | /babyStudy/play?id={courseId}                            |
 * | 4                 | 4 study tasks             | /myClassList?courseType=4&tabType&entry&multiSubject     |
 * | 4                 | none, with courseLink     | /iframePage?url={courseLink}                             |
 * | 4                 | none                      | /courseList?id&name (other recorded)                     |
 *
 * A card missing what its row needs (a link without courseLink, babyStudy without courseId) opens nothing.
 * Chosen values (the spec names the keys only): source = 'myTabClass', groupType 1 regular / 2 trial,
 * tabType 1 (the task list opens on the unfinished tasks), entry = 'myTabClass', multiSubject 1/0.
 */
import { COURSE_DEMO_TYPE, COURSE_TYPE, type CourseCategory } from '@wonder/contracts';
import { type Href, href } from '../../../lib/routes';

export const CLASS_LIST_SOURCE = 'myTabClass';
export const TASKS_ENTRY = 'myTabClass';
export const GROUP_TYPE = { REGULAR: 1, TRIAL: 2 } as const;
/** Which filter the study-task list opens on. */
export const TASK_TAB_TYPE = { ALL: 0, TODO: 1 } as const;

export type CategoryKind = 'live' | 'trial' | 'recorded' | 'link' | 'babyStudy' | 'studyTasks';

export interface TargetContext {
  /** The parent's categories span more than one subject (the task list then names each task's subject). */
  multiSubject: boolean;
}

/** What kind of card a category is (its label, its icon, its target). */
export function categoryKind(
  c: Pick<CourseCategory, 'courseType' | 'demoType' | 'courseLink'>,
): CategoryKind {
  switch (c.courseType) {
    case COURSE_TYPE.LIVE:
      return 'live';
    case COURSE_TYPE.TRIAL:
      return 'trial';
    case COURSE_TYPE.RECORDED:
      return 'recorded';
  }
  switch (c.demoType) {
    case COURSE_DEMO_TYPE.LINK:
      return 'link';
    case COURSE_DEMO_TYPE.BABY_STUDY_DETAIL:
    case COURSE_DEMO_TYPE.BABY_STUDY_PLAY:
      return 'babyStudy';
    case COURSE_DEMO_TYPE.STUDY_TASKS:
      return 'studyTasks';
  }
  return c.courseLink ? 'link' : 'recorded';
}

/** The in-app path a card opens, or null when the card cannot open anything. */
export function categoryTarget(c: CourseCategory, ctx: TargetContext): Href | null {
  const kind = categoryKind(c);
  switch (kind) {
    case 'live':
    case 'trial':
      return href('/myClassList', {
        id: c.groupId,
        name: c.groupName,
        courseType: c.courseType,
        source: CLASS_LIST_SOURCE,
        groupType: kind === 'trial' ? GROUP_TYPE.TRIAL : GROUP_TYPE.REGULAR,
      });
    case 'recorded':
      return href('/courseList', { id: c.groupId, name: c.groupName });
    case 'link':
      return c.courseLink ? href('/iframePage', { url: c.courseLink }) : null;
    case 'babyStudy':
      if (c.courseId === null || c.courseId === undefined) return null;
      return href(c.demoType === COURSE_DEMO_TYPE.BABY_STUDY_PLAY ? '/babyStudy/play' : '/babyStudy/detail', {
        id: c.courseId,
      });
    case 'studyTasks':
      return href('/myClassList', {
        courseType: c.courseType,
        tabType: TASK_TAB_TYPE.TODO,
        entry: TASKS_ENTRY,
        multiSubject: ctx.multiSubject ? 1 : 0,
      });
  }
}
