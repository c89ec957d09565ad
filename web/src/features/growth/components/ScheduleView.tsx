/**
 * The learning schedule (/growUp/situation/schedule): how far the child is through each week of the plan,
 * as progress bars. Presentational.
 */
import { STUDY_TASK_STATUS, type StudyPlan } from '@wonder/contracts';
import { fmt } from '../../../texts';
import { shortDate } from '../rules/report';
import { planTexts } from '../texts';

export function ScheduleView({ plan }: { plan: StudyPlan }) {
  return (
    <div className="wp-gr-card">
      <h2 className="wp-gr-card__title">{plan.className}</h2>
      <ul className="wp-gr-schedule">
        {plan.weeks.map((week) => {
          const done = week.tasks.filter((t) => t.taskStatus === STUDY_TASK_STATUS.DONE).length;
          const total = week.tasks.length;
          return (
            <li key={`${week.title}-${week.startDate}`} className="wp-gr-schedule__week">
              <span className="wp-gr-schedule__label">
                <strong>{week.title}</strong>
                <span className="wp-gr-muted">
                  {fmt(planTexts.weekRange, {
                    start: shortDate(week.startDate),
                    end: shortDate(week.endDate),
                  })}
                </span>
              </span>
              <span className="wp-gr-bar" aria-hidden="true">
                <span style={{ width: `${total ? Math.round((done / total) * 100) : 0}%` }} />
              </span>
              <span className="wp-gr-schedule__count">{fmt(planTexts.weekProgress, { done, total })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
