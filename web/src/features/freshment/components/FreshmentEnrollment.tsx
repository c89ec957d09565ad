/**
 * The newcomer enrollment page (doc 2 §3, §4): the config's title and activity image, the progress
 * finishTaskCount / totalTask, the tasks, and the way to do them (the app's task centre, or the download
 * page outside the app). Loading, failed and empty states included. Presentational.
 */
import { SvgIcon } from '../../../lib/svg-icon';
import { fmt } from '../../../texts';
import type { EnrollmentProgress } from '../rules/enrollment';
import { freshmentTexts as t } from '../texts';
import { ActivityImage } from './ActivityImage';
import './freshment.css';

export type FreshmentView =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; title: string; imageUrl: string | null; progress: EnrollmentProgress };

export interface FreshmentEnrollmentProps {
  view: FreshmentView;
  /** Inside the native app the tasks are one tap away; outside it the app is downloaded first. */
  inApp: boolean;
  onDoTasks(): void;
  onRetry(): void;
  onBack(): void;
}

function Header({ title, onBack }: { title: string; onBack(): void }) {
  return (
    <header className="wp-fresh__bar">
      <button type="button" className="wp-fresh__back" onClick={onBack} aria-label={t.back}>
        <SvgIcon size="0.4rem" strokeWidth={2.2}>
          <path d="M15 5l-7 7 7 7" />
        </SvgIcon>
      </button>
      <h1 className="wp-fresh__title">{title}</h1>
    </header>
  );
}

function Check() {
  return (
    <SvgIcon size="0.3rem" strokeWidth={3}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </SvgIcon>
  );
}

export function FreshmentEnrollment({ view, inApp, onDoTasks, onRetry, onBack }: FreshmentEnrollmentProps) {
  if (view.status === 'loading') {
    return (
      <main className="wp-fresh" aria-busy="true">
        <Header title={t.defaultTitle} onBack={onBack} />
        <p className="wp-fresh__sr" role="status">
          {t.loading}
        </p>
        <div className="wp-fresh__skeleton wp-fresh__skeleton--image" />
        <div className="wp-fresh__skeleton wp-fresh__skeleton--card" />
        <div className="wp-fresh__skeleton wp-fresh__skeleton--list" />
      </main>
    );
  }
  if (view.status === 'failed') {
    return (
      <main className="wp-fresh">
        <Header title={t.defaultTitle} onBack={onBack} />
        <section className="wp-fresh__card wp-fresh__state" role="alert">
          <p>{t.failed}</p>
          <button type="button" className="wp-fresh__ghost" onClick={onRetry}>
            {t.retry}
          </button>
        </section>
      </main>
    );
  }
  const { title, imageUrl, progress } = view;
  const allDone = progress.total > 0 && progress.done === progress.total;
  return (
    <main className="wp-fresh">
      <Header title={title} onBack={onBack} />
      <ActivityImage src={imageUrl} alt={t.imageAlt} title={title} />
      <p className="wp-fresh__lead">{t.lead}</p>

      <section className="wp-fresh__card" aria-labelledby="wp-fresh-progress">
        <div className="wp-fresh__progress-head">
          <h2 id="wp-fresh-progress" className="wp-fresh__card-title">
            {t.progressLabel}
          </h2>
          <p className="wp-fresh__count">
            <strong>{progress.done}</strong>/{progress.total}
          </p>
        </div>
        <div
          className="wp-fresh__bar-track"
          role="progressbar"
          aria-labelledby="wp-fresh-progress"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={fmt(t.progress, { done: progress.done, total: progress.total })}
        >
          <span className="wp-fresh__bar-fill" style={{ width: `${progress.percent}%` }} />
        </div>
        <p className="wp-fresh__progress-text">
          {allDone ? t.allDone : fmt(t.progress, { done: progress.done, total: progress.total })}
        </p>
      </section>

      <section className="wp-fresh__card" aria-labelledby="wp-fresh-tasks">
        <h2 id="wp-fresh-tasks" className="wp-fresh__card-title">
          {t.tasksTitle}
        </h2>
        {progress.total === 0 ? (
          <p className="wp-fresh__empty">{t.empty}</p>
        ) : (
          <ol className="wp-fresh__tasks">
            {progress.tasks.map((task) => (
              <li key={task.n} className={`wp-fresh__task${task.done ? ' wp-fresh__task--done' : ''}`}>
                <span className="wp-fresh__task-mark" aria-hidden="true">
                  {task.done ? <Check /> : task.n}
                </span>
                <span className="wp-fresh__task-name">{fmt(t.task, { n: task.n })}</span>
                <span className="wp-fresh__task-status">{task.done ? t.taskDone : t.taskTodo}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {!allDone && progress.total > 0 && (
        <div className="wp-fresh__cta">
          <button type="button" className="wp-fresh__button" onClick={onDoTasks}>
            {inApp ? t.inAppCta : t.downloadCta}
          </button>
        </div>
      )}
    </main>
  );
}
