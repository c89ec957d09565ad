/**
 * The study-situation report card (doc 2 §4): hidden when the record is empty; the 'new report' header
 * when a new record exists; a tap opens the report (and the container marks it read).
 */

import type { ReportRecord } from '@wonder/contracts';
import { memo } from 'react';
import { fmt } from '../../../texts';
import { homeTexts as T } from '../texts';

export const ReportCard = memo(function ReportCard({
  record,
  onOpen,
}: {
  record: ReportRecord | null;
  onOpen(): void;
}) {
  if (!record || (!record.report_record && !record.course_total)) return null;
  return (
    <section className="wp-home-card wp-home-report" aria-labelledby="wp-home-report">
      {record.report_record && <p className="wp-home-report__new">{T.report.newReport}</p>}
      <h2 id="wp-home-report" className="wp-home-card__title">
        {T.report.title}
      </h2>
      <p className="wp-home-report__figures">
        <span>{fmt(T.report.courses, { count: record.course_total ?? 0 })}</span>
        <span>{fmt(T.report.subjects, { count: record.subject_total ?? 0 })}</span>
        {record.isFinishClassToday && <span>{T.report.finishedToday}</span>}
      </p>
      <button type="button" className="wp-home-button" onClick={onOpen}>
        {record.report_record?.report_msg || T.report.check}
      </button>
    </section>
  );
});
