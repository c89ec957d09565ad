import { describe, expect, it } from 'vitest';
import { guideFor } from '../rules/guides';
import { guideTexts } from '../texts';

describe('guides by code (/commonGuide)', () => {
  it('the mini-program teacher card has its three steps', () => {
    const guide = guideFor('little_teacher_card_mini');
    expect(guide?.title).toBe(guideTexts.teacherCardTitle);
    expect(guide?.steps.map((s) => s.title)).toEqual([
      guideTexts.teacherCardStep1Title,
      guideTexts.teacherCardStep2Title,
      guideTexts.teacherCardStep3Title,
    ]);
    expect(guideFor(' little_teacher_card_mini ')).toBe(guide);
  });

  it('no code, or one the app does not know, has no guide', () => {
    expect(guideFor(null)).toBeNull();
    expect(guideFor('')).toBeNull();
    expect(guideFor('little_teacher_card')).toBeNull();
    expect(guideFor('__proto__')).toBeNull();
  });
});
