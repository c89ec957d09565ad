/**
 * The learning plan (tab 1 and /growUp/studyPlan/share): the class, then week by week its lessons with
 * their state. `onShare` adds the share button (the app's share sheet). Presentational.
 */
import { COURSE_TYPE, STUDY_TASK_STATUS, type StudyPlan } from '@wonder/contracts';
import { fmt } from '../../../texts';
import { clockOf, shortDate } from '../rules/report';
import { growthTexts, planTexts } from '../texts';
import { CheckIcon, ClockIcon, MissedIcon } from './icons';
import { ShareButton } from './ShareButton';

type Task = StudyPlan['weeks'][number]['tasks'][number];

const STATUS_KEY = {
  [STUDY_TASK_STATUS.TODO]: 'todo',
  [STUDY_TASK_STATUS.DONE]: 'done',
  [STUDY_TASK_STATUS.MISSED]: 'missed',
} as const;

function TaskRow({ task }: { task: Task }) {
  const status = STATUS_KEY[task.taskStatus];
  const Icon = status === 'done' ? CheckIcon : status === 'missed' ? MissedIcon : ClockIcon;
  const time = task.liveTime ? clockOf(task.liveTime) : null;
  const day = task.liveTime ? shortDate(task.liveTime) : null;
  return (
    <li className={`wp-gr-task wp-gr-task--${status}`}>
      <span className="wp-gr-task__icon" aria-hidden="true">
        <Icon size="0.32rem" strokeWidth={2.2} />
      </span>
      <span className="wp-gr-task__body">
        <span className="wp-gr-task__title">{task.title}</span>
        <span className="wp-gr-task__meta">
          {task.courseType === COURSE_TYPE.LIVE ? planTexts.live : planTexts.recorded}
          {day && time ? ` · ${day} ${fmt(planTexts.liveAt, { time })}` : ''}
        </span>
      </span>
      <span className={`wp-gr-chip wp-gr-chip--${status}`}>{planTexts.taskStatus[status]}</span>
    </li>
  );
}

export interface StudyPlanViewProps {
  plan: StudyPlan;
  onShare?: () => void;
}

export function StudyPlanView({ plan, onShare }: StudyPlanViewProps) {
  return (
    <div className="wp-gr-plan">
      <div className="wp-gr-card wp-gr-plan__summary">
        <div>
          <h2 className="wp-gr-card__title">{plan.className}</h2>
          <p className="wp-gr-muted">{fmt(growthTexts.step, { step: plan.step })}</p>
        </div>
        {onShare && <ShareButton onShare={onShare} />}
      </div>
      {plan.weeks.map((week) => {
        const done = week.tasks.filter((t) => t.taskStatus === STUDY_TASK_STATUS.DONE).length;
        return (
          <section key={`${week.title}-${week.startDate}`} className="wp-gr-card" aria-label={week.title}>
            <div className="wp-gr-week__head">
              <h3 className="wp-gr-week__title">{week.title}</h3>
              <span className="wp-gr-muted">
                {fmt(planTexts.weekRange, { start: shortDate(week.startDate), end: shortDate(week.endDate) })}
              </span>
              <span className="wp-gr-week__progress">
                {fmt(planTexts.weekProgress, { done, total: week.tasks.length })}
              </span>
            </div>
            <ul className="wp-gr-tasks">
              {week.tasks.map((task) => (
                <TaskRow key={task.taskId} task={task} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
