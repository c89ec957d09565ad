/**
 * Parent centre and growth scenarios (doc 3 §2, §4, §5): the hour and leave tiles failing, a student
 * without tutor, and the entries an official student sees against a trial student's.
 */
import { endpoints } from '@wonder/contracts';
import type { Scenario } from '../../overrides/types';

const PC = endpoints.parentCentre;
/** Every hour and leave call (doc 3 §7 hours table and the leave summary). */
export const HOUR_ENDPOINT_IDS = [
  PC.assetsQueryUserHourGroup,
  PC.multiBrandSummaryList,
  PC.ugQueryUserHourGroup,
  PC.getHourCateByBrandCode,
  PC.leaveSummary,
].map((e) => e.id);
export const HOURS_FAILURE = { code: 500, message: '课时服务繁忙，请稍后再试' } as const;

export const parentCentreScenarios: readonly Scenario[] = [
  {
    id: 'hours-fail',
    title: 'Parent centre: hour calls fail',
    titleZh: '家长中心：课时查询失败',
    description: `Every hour and leave call (${HOUR_ENDPOINT_IDS.join(', ')}) answers code ${HOURS_FAILURE.code} '${HOURS_FAILURE.message}': the three tiles show dashes; the step-up panel has no remaining hours.`,
    group: 'parent-centre',
    overrides: HOUR_ENDPOINT_IDS.map((endpoint) => ({
      endpoint,
      code: HOURS_FAILURE.code,
      message: HOURS_FAILURE.message,
    })),
  },
  {
    id: 'no-tutor',
    title: 'Parent centre: no tutor (crUid 0)',
    titleZh: '家长中心：无辅导老师',
    description:
      "Official student whose private info has crUid 0: the tutor entry of 'my learning' is hidden.",
    group: 'parent-centre',
    persona: 'no-tutor',
  },
  {
    id: 'official-entries',
    title: 'Parent centre: official student entries',
    titleZh: '家长中心：正式学员入口',
    description:
      'OFFICIAL_STUDENT with a tutor: study-task counts and learning materials show (outside the mini-program), the tutor entry shows, the wrong-answer set white list holds the user, live and recorded course categories.',
    group: 'parent-centre',
    persona: 'official',
  },
  {
    id: 'trial-entries',
    title: 'Parent centre: trial student entries',
    titleZh: '家长中心：体验学员入口',
    description:
      'UNOFFICIAL_STUDENT (audition Y): no study-task counts or learning materials, not on the wrong-answer white list, only the trial course category, no live hours bought (gifted ones only).',
    group: 'parent-centre',
    persona: 'trial-y',
  },
];
