/**
 * The page behind a category card (/myClassList, /courseList, doc 3 §2): its navbar, a summary with the
 * progress, the study tasks' filter, and the lessons with their status; loading, empty and failed states.
 * Presentational.
 */
import type { ClassLesson } from '@wonder/contracts';
import { PageNavBar, Skeleton, SkeletonRegion, StatusBlock } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { type LessonPageKind, lessonBadge, lessonTime } from '../rules/lessons';
import { lessonTexts } from '../texts';
import './my-classes.css';

export interface LessonListViewProps {
  title: string;
  kind: LessonPageKind;
  state: 'loading' | 'error' | 'ready';
  /** The lessons to list (already filtered). */
  lessons: readonly ClassLesson[];
  progress: { done: number; total: number };
  /** Study tasks: the filter (true = only unfinished); null for the other lists. */
  todoOnly: boolean | null;
  /** Subject names to label each row with (tasks across subjects); null: no labels. */
  subjectNames: Readonly<Record<number, string>> | null;
  canGoBack: boolean;
  onBack(): void;
  onHome(): void;
  onFilter(todoOnly: boolean): void;
  onRetry(): void;
}

function LessonRow({
  lesson,
  kind,
  subject,
}: {
  lesson: ClassLesson;
  kind: LessonPageKind;
  subject: string | null;
}) {
  const badge = lessonBadge(lesson, kind);
  const when = lessonTime(lesson.startTime);
  const meta = [
    subject,
    when ?? fmt(lessonTexts.duration, { minutes: lesson.duration }),
    lesson.teacherName ? fmt(lessonTexts.teacher, { name: lesson.teacherName }) : null,
  ].filter(Boolean);
  return (
    <li className={`wp-mc-lesson wp-mc-lesson--${badge}`}>
      <span className="wp-mc-lesson__serial" aria-hidden="true">
        {String(lesson.serialNumber).padStart(2, '0')}
      </span>
      <span className="wp-mc-lesson__body">
        <span className="wp-mc-lesson__title">{lesson.title}</span>
        <span className="wp-mc-lesson__meta">{meta.join(' · ')}</span>
      </span>
      <span className={`wp-mc-badge wp-mc-badge--${badge}`}>{lessonTexts.status[badge]}</span>
    </li>
  );
}

function Summary({ props }: { props: LessonListViewProps }) {
  const { progress, kind } = props;
  const ratio = progress.total > 0 ? progress.done / progress.total : 0;
  return (
    <div className="wp-mc-summary">
      <p className="wp-mc-summary__title">{props.title}</p>
      <p className="wp-mc-summary__progress">
        {fmt(kind === 'tasks' ? lessonTexts.tasksProgress : lessonTexts.progress, progress)}
      </p>
      <span className="wp-mc-summary__bar" aria-hidden="true">
        <span style={{ width: `${Math.round(ratio * 100)}%` }} />
      </span>
    </div>
  );
}

export function LessonListView(props: LessonListViewProps) {
  const { state, lessons, kind, todoOnly } = props;
  return (
    <div className="wp-mc-page">
      <PageNavBar
        title={props.title}
        canGoBack={props.canGoBack}
        backLabel={lessonTexts.back}
        homeLabel={lessonTexts.backHome}
        onBack={props.onBack}
        onHome={props.onHome}
      />
      <main className="wp-mc-page__main">
        {state === 'loading' && (
          <SkeletonRegion label={lessonTexts.loading}>
            <div className="wp-mc-summary">
              <Skeleton width="50%" height="0.34rem" />
              <Skeleton width="30%" height="0.26rem" style={{ marginTop: '0.16rem' }} />
            </div>
            <div className="wp-mc-lessons">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="wp-mc-skeleton__card">
                  <Skeleton width="0.6rem" height="0.6rem" radius="50%" />
                  <span className="wp-mc-skeleton__lines">
                    <Skeleton width="70%" height="0.3rem" />
                    <Skeleton width="45%" height="0.24rem" />
                  </span>
                </div>
              ))}
            </div>
          </SkeletonRegion>
        )}
        {state === 'error' && (
          <StatusBlock
            art="error"
            role="alert"
            title={lessonTexts.failed}
            hint={lessonTexts.failedHint}
            action={{ text: lessonTexts.retry, onPress: props.onRetry }}
          />
        )}
        {state === 'ready' && (
          <>
            {props.progress.total > 0 && <Summary props={props} />}
            {todoOnly !== null && (
              <fieldset className="wp-mc-filters">
                <legend className="wp-block-visually-hidden">{lessonTexts.filtersLabel}</legend>
                {[false, true].map((todo) => (
                  <button
                    key={String(todo)}
                    type="button"
                    aria-pressed={todoOnly === todo}
                    className={`wp-mc-filters__chip${todoOnly === todo ? ' wp-mc-filters__chip--active' : ''}`}
                    onClick={() => props.onFilter(todo)}
                  >
                    {todo ? lessonTexts.filterTodo : lessonTexts.filterAll}
                  </button>
                ))}
              </fieldset>
            )}
            {lessons.length === 0 ? (
              <StatusBlock
                art="empty"
                title={kind === 'tasks' && todoOnly ? lessonTexts.emptyTasks : lessonTexts.empty}
              />
            ) : (
              <ol className="wp-mc-lessons">
                {lessons.map((lesson) => (
                  <LessonRow
                    key={lesson.lessonId}
                    lesson={lesson}
                    kind={kind}
                    subject={props.subjectNames?.[lesson.subject] ?? null}
                  />
                ))}
              </ol>
            )}
          </>
        )}
      </main>
    </div>
  );
}
