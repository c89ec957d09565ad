/**
 * A course category card: the configured image (or the kind's drawn icon), the name, the kind and the
 * lesson count. A card that cannot open anything is shown but disabled. Presentational.
 */
import type { CourseCategory } from '@wonder/contracts';
import { FallbackImage } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import type { CategoryKind } from '../rules/category-target';
import { myClassesTexts } from '../texts';
import { ChevronIcon, KIND_ICONS } from './icons';

export interface CategoryCardProps {
  category: CourseCategory;
  kind: CategoryKind;
  /** False: nothing to open (shown as not open yet). */
  enabled: boolean;
  /** False: no count (study tasks outside official students, doc 3 §5); default true. */
  showCount?: boolean;
  onOpen(category: CourseCategory): void;
}

export function CategoryCard({ category, kind, enabled, showCount = true, onOpen }: CategoryCardProps) {
  const Icon = KIND_ICONS[kind];
  const count = fmt(kind === 'studyTasks' ? myClassesTexts.taskCount : myClassesTexts.lessonCount, {
    count: category.courseNum,
  });
  return (
    <li className="wp-mc-card-item">
      <button
        type="button"
        className={`wp-mc-card wp-mc-card--${kind}`}
        disabled={!enabled}
        onClick={() => onOpen(category)}
      >
        <FallbackImage
          src={category.imgUrl}
          className="wp-mc-card__thumb"
          fallback={
            <span className="wp-mc-card__art" aria-hidden="true">
              <Icon size="0.56rem" strokeWidth={1.7} />
            </span>
          }
        />
        <span className="wp-mc-card__body">
          <span className="wp-mc-card__name">{category.groupName}</span>
          <span className="wp-mc-card__meta">
            <span className="wp-mc-card__tag">{myClassesTexts.kind[kind]}</span>
            {!enabled ? <span>{myClassesTexts.unavailable}</span> : showCount && <span>{count}</span>}
          </span>
        </span>
        {enabled && <ChevronIcon className="wp-mc-card__chevron" size="0.36rem" />}
      </button>
    </li>
  );
}
