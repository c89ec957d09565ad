/**
 * What the dynamic learning report shows (doc 3 §3): its sections in the order the report lists them,
 * only those it carries data for; the classroom medals in the spec's order; where a report message and
 * an evaluation report open.
 */
import {
  CLASSROOM_MEDALS,
  type EvaReportItem,
  LEARNING_REPORT_SECTION,
  type LearningReport,
  REPORT_TYPE,
} from '@wonder/contracts';
import { type Href, href, type RoutePath } from '../../../lib/routes';

export type SectionKey = keyof typeof LEARNING_REPORT_SECTION;

const KEY_OF = new Map<number, SectionKey>(
  (Object.entries(LEARNING_REPORT_SECTION) as [SectionKey, number][]).map(([k, v]) => [v, k]),
);

/** The sections to draw, in the report's order; a section without its data is skipped. */
export function reportSections(report: LearningReport, only?: readonly SectionKey[]): SectionKey[] {
  const out: SectionKey[] = [];
  for (const id of report.sections) {
    const key = KEY_OF.get(id);
    if (!key || out.includes(key) || (only && !only.includes(key))) continue;
    if (report[key] === null || report[key] === undefined) continue;
    out.push(key);
  }
  return out;
}

/** The legacy share page (/growUp/situation/v1/share) shows the short report. */
export const V1_SECTIONS: readonly SectionKey[] = ['overview', 'learningSituation', 'classroom'];

export const MEDAL_ORDER = CLASSROOM_MEDALS;

/** An in-app page that shows an external report address (allowed origins only, see /iframePage). */
export function iframePath(url: string, title: string): Href {
  return href('/iframePage', { url, title });
}

const REPORT_ROUTE: Readonly<Record<number, RoutePath>> = {
  [REPORT_TYPE.SUBJECT]: '/report/subject',
  [REPORT_TYPE.GRADE]: '/report/grade',
  [REPORT_TYPE.STAGE]: '/report/stage',
  [REPORT_TYPE.REVIEW]: '/report/review',
  [REPORT_TYPE.EXPRESSION_STAGE]: '/report/stageReportNew',
};

/** An evaluation report opens its address in /iframePage, else the report route of its type (chosen). */
export function evaReportTarget(item: EvaReportItem): Href {
  if (item.url) return iframePath(item.url, item.title);
  return href(REPORT_ROUTE[item.reportType] ?? '/report/stage', { id: item.id });
}

/** 'YYYY.MM.DD HH:mm:ss' → 'MM.DD' (week ranges) or 'YYYY.MM.DD' (dates). */
export function shortDate(text: string, withYear = false): string {
  const m = /^(\d{4})[./-](\d{2})[./-](\d{2})/.exec(text);
  if (!m) return text;
  return withYear ? `${m[1]}.${m[2]}.${m[3]}` : `${m[2]}.${m[3]}`;
}

export function clockOf(text: string): string | null {
  return /\d{2}:\d{2}/.exec(text.slice(10))?.[0] ?? null;
}

/** Clamp a rate to 0–100 (the contract allows exactly that range; a drawing must never overflow). */
export function pct(rate: number): number {
  return Math.max(0, Math.min(100, Math.round(rate)));
}
