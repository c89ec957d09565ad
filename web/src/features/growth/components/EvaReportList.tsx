/**
 * The evaluation reports (tab 3 and /evaReportList): each report's kind, title, date and an unread mark;
 * a tap opens it. Presentational.
 */
import type { EvaReportItem } from '@wonder/contracts';
import { fmt } from '../../../texts';
import { shortDate } from '../rules/report';
import { evaTexts } from '../texts';
import { ChevronIcon, ReportIcon } from './icons';

export interface EvaReportListProps {
  reports: readonly EvaReportItem[];
  /** Subject names to label each report with; absent: no subject labels. */
  subjectNames?: Readonly<Record<number, string>>;
  onOpen(report: EvaReportItem): void;
}

export function EvaReportList({ reports, subjectNames, onOpen }: EvaReportListProps) {
  return (
    <ul className="wp-gr-eva">
      {reports.map((r) => {
        const kind = evaTexts.reportTypes[r.reportType as keyof typeof evaTexts.reportTypes];
        const subject = subjectNames?.[r.subject];
        return (
          <li key={r.id}>
            <button type="button" className="wp-gr-eva__item" onClick={() => onOpen(r)}>
              <span className="wp-gr-eva__icon" aria-hidden="true">
                <ReportIcon size="0.4rem" />
              </span>
              <span className="wp-gr-eva__body">
                <span className="wp-gr-eva__title">
                  {r.title}
                  {!r.isRead && <span className="wp-gr-eva__unread">{evaTexts.unread}</span>}
                </span>
                <span className="wp-gr-muted">
                  {[kind, subject, r.step, fmt(evaTexts.created, { date: shortDate(r.createTime, true) })]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <ChevronIcon className="wp-gr-eva__chevron" size="0.32rem" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
