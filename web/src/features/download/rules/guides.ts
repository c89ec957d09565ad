/**
 * The guides /commonGuide shows, by its `code` query (doc 1 §2, doc 2 §2). The spec names one code, the
 * mini-program's little-teacher card (a teacher-type download visit inside the mini-program lands here);
 * a code not in this table gets the "not found" state rather than an empty page.
 */

import { guideTexts as t } from '../texts';
import { TEACHER_CARD_MINI_CODE } from './landing';

export interface GuideStep {
  title: string;
  text: string;
}

export interface Guide {
  code: string;
  title: string;
  intro: string;
  steps: readonly GuideStep[];
  /** Which illustration heads the page. */
  art: 'teacher';
}

const GUIDES: readonly Guide[] = [
  {
    code: TEACHER_CARD_MINI_CODE,
    title: t.teacherCardTitle,
    intro: t.teacherCardIntro,
    art: 'teacher',
    steps: [
      { title: t.teacherCardStep1Title, text: t.teacherCardStep1 },
      { title: t.teacherCardStep2Title, text: t.teacherCardStep2 },
      { title: t.teacherCardStep3Title, text: t.teacherCardStep3 },
    ],
  },
];

const BY_CODE = new Map(GUIDES.map((g) => [g.code, g]));

export function guideFor(code: string | null): Guide | null {
  return (code && BY_CODE.get(code.trim())) || null;
}
