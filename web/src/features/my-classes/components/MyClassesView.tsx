/**
 * The courses tab (/myTabClass, doc 3 §2) as one presentational view: subject tabs (null hides them),
 * banners and resource slots, and the category cards with their loading, empty and failed states.
 */
import type { CourseCategory } from '@wonder/contracts';
import { Skeleton, SkeletonRegion, StatusBlock } from '../../../lib/blocks';
import type { Href } from '../../../lib/routes';
import type { CategoryKind } from '../rules/category-target';
import type { SubjectTab } from '../rules/subjects';
import { myClassesTexts } from '../texts';
import { BannerCarousel, type BannerItem } from './BannerCarousel';
import { CategoryCard } from './CategoryCard';
import { ResourceSlots } from './ResourceSlots';
import { SubjectTabs } from './SubjectTabs';
import './my-classes.css';

export interface CategoryEntry {
  category: CourseCategory;
  kind: CategoryKind;
  /** Where the card opens; null: nothing to open. */
  target: Href | null;
  /** False: the card shows no count (a study-tasks card outside official students, doc 3 §5). */
  showCount?: boolean;
}

export type MyClassesState = 'loading' | 'error' | 'ready';

export interface MyClassesViewProps {
  state: MyClassesState;
  /** null: no subject tabs (the mini-program). */
  subjectTabs: readonly SubjectTab[] | null;
  activeSubject: number;
  banners: readonly BannerItem[];
  slots: readonly BannerItem[];
  categories: readonly CategoryEntry[];
  autoplay?: boolean;
  onSubject(subject: number): void;
  onBanner(banner: BannerItem): void;
  onCategory(entry: CategoryEntry): void;
  onRetry(): void;
}

function LoadingSkeleton({ tabs }: { tabs: boolean }) {
  return (
    <SkeletonRegion label={myClassesTexts.loading}>
      {tabs && (
        <div className="wp-mc-skeleton__tabs">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width="1.1rem" height="0.56rem" radius="0.28rem" />
          ))}
        </div>
      )}
      <div className="wp-mc-skeleton__banner">
        <Skeleton height="2.4rem" radius="0.24rem" />
      </div>
      <div className="wp-mc-list wp-mc-list--skeleton">
        {[0, 1, 2].map((i) => (
          <div key={i} className="wp-mc-skeleton__card">
            <Skeleton width="1.28rem" height="1.28rem" radius="0.2rem" />
            <span className="wp-mc-skeleton__lines">
              <Skeleton width="60%" height="0.32rem" />
              <Skeleton width="40%" height="0.26rem" />
            </span>
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}

export function MyClassesView(props: MyClassesViewProps) {
  const { state, subjectTabs, categories } = props;
  if (state === 'loading') return <LoadingSkeleton tabs={subjectTabs !== null} />;
  return (
    <div className="wp-mc">
      {subjectTabs && subjectTabs.length > 0 && (
        <SubjectTabs
          tabs={subjectTabs}
          active={props.activeSubject}
          label={myClassesTexts.subjectTabsLabel}
          onSelect={props.onSubject}
        />
      )}
      <BannerCarousel banners={props.banners} onOpen={props.onBanner} autoplay={props.autoplay} />
      <ResourceSlots slots={props.slots} onOpen={props.onBanner} />
      {state === 'error' ? (
        <StatusBlock
          art="error"
          role="alert"
          title={myClassesTexts.failed}
          hint={myClassesTexts.failedHint}
          action={{ text: myClassesTexts.retry, onPress: props.onRetry }}
        />
      ) : categories.length === 0 ? (
        <StatusBlock art="empty" title={myClassesTexts.empty} hint={myClassesTexts.emptyHint} />
      ) : (
        <section className="wp-mc-section" aria-labelledby="wp-mc-categories-title">
          <h2 id="wp-mc-categories-title" className="wp-mc-section__title">
            {myClassesTexts.categoriesTitle}
          </h2>
          <ul className="wp-mc-list">
            {categories.map((entry) => (
              <CategoryCard
                key={`${entry.category.groupId}-${entry.category.courseType}`}
                category={entry.category}
                kind={entry.kind}
                enabled={entry.target !== null}
                showCount={entry.showCount}
                onOpen={() => props.onCategory(entry)}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
