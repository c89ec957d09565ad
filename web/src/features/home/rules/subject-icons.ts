/**
 * Today's classes show an icon per subject (doc 2 §9 "Subject icons are chosen by subject code"; the codes
 * are contracts' SUBJECTS). The spec gives no pictures, so an icon is the subject's first character on its
 * own colour (chosen); a code the app does not know gets the neutral one.
 */
import { SUBJECTS } from '@wonder/contracts';
import { homeTexts } from '../texts';

export type SubjectTone =
  | 'orange'
  | 'red'
  | 'blue'
  | 'green'
  | 'purple'
  | 'pink'
  | 'teal'
  | 'indigo'
  | 'grey';

export interface SubjectIcon {
  /** The subject's name (the icon's accessible name). */
  name: string;
  /** The character drawn. */
  glyph: string;
  tone: SubjectTone;
}

const N = homeTexts.today.subjects;
const ICONS: Readonly<Record<number, SubjectIcon>> = {
  [SUBJECTS.wandou.id]: { name: N.wandou, glyph: '思', tone: 'orange' },
  [SUBJECTS.yuwen.id]: { name: N.yuwen, glyph: '语', tone: 'red' },
  [SUBJECTS.biancheng.id]: { name: N.biancheng, glyph: '编', tone: 'blue' },
  [SUBJECTS.weiqi.id]: { name: N.weiqi, glyph: '棋', tone: 'green' },
  [SUBJECTS.moli.id]: { name: N.moli, glyph: '魔', tone: 'purple' },
  [SUBJECTS.xinli.id]: { name: N.xinli, glyph: '心', tone: 'pink' },
  [SUBJECTS.jianqiao.id]: { name: N.jianqiao, glyph: '英', tone: 'teal' },
  [SUBJECTS.math.id]: { name: N.math, glyph: '数', tone: 'indigo' },
};

const UNKNOWN: SubjectIcon = { name: N.other, glyph: '课', tone: 'grey' };

export function subjectIcon(code: number): SubjectIcon {
  return ICONS[code] ?? UNKNOWN;
}
