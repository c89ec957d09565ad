/**
 * Today's classes (doc 2 §6: official students only): each lesson with its subject's icon (by subject code,
 * doc 2 §9), time, teacher and the listen-in button.
 */

import type { TodayClass } from '@wonder/contracts';
import { memo } from 'react';
import { Skeleton, SkeletonRegion } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { subjectIcon } from '../rules/subject-icons';
import { homeTexts as T } from '../texts';

export interface TodayClassesProps {
  /** null while loading; a failure or an empty day hides the section. */
  classes: readonly TodayClass[] | null;
  onListen(lesson: TodayClass): void;
}

export const TodayClasses = memo(function TodayClasses({ classes, onListen }: TodayClassesProps) {
  if (classes === null)
    return (
      <SkeletonRegion label={T.loading}>
        <Skeleton height="1.6rem" radius="0.24rem" style={{ marginTop: '0.24rem' }} />
      </SkeletonRegion>
    );
  if (classes.length === 0) return null;
  return (
    <section className="wp-home-card" aria-labelledby="wp-home-today">
      <h2 id="wp-home-today" className="wp-home-card__title">
        {T.today.title}
      </h2>
      <ul className="wp-home-today">
        {classes.map((c) => (
          <li key={c.liveId} className="wp-home-today__item">
            <SubjectBadge code={c.subject} />
            <div className="wp-home-today__text">
              <p className="wp-home-today__name">{c.chapterName}</p>
              <p className="wp-home-today__meta">
                {fmt(T.today.time, { time: c.courseDate.slice(11, 16) })} · {c.teacherName}
              </p>
            </div>
            <button type="button" className="wp-home-button" onClick={() => onListen(c)}>
              {T.today.listen}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});

function SubjectBadge({ code }: { code: number }) {
  const icon = subjectIcon(code);
  return (
    <span className={`wp-home-subject wp-home-subject--${icon.tone}`} role="img" aria-label={icon.name}>
      <span aria-hidden="true">{icon.glyph}</span>
    </span>
  );
}
