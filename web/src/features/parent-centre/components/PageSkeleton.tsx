/** The parent centre while its page-loading flag is up (doc 3 §4): the page's shape, no content. */
import { Skeleton, SkeletonRegion } from '../../../lib/blocks';
import { parentCentreTexts as T } from '../texts';
import './parent-centre.css';

export function PageSkeleton() {
  return (
    <div className="wp-pc">
      <SkeletonRegion label={T.loading}>
        <Skeleton height="2.2rem" radius="0.28rem" />
        <Skeleton height="1.5rem" radius="0.24rem" style={{ marginTop: '0.24rem' }} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="2.6rem" radius="0.24rem" style={{ marginTop: '0.24rem' }} />
        ))}
      </SkeletonRegion>
    </div>
  );
}
