/**
 * The content area of a growth screen with its states: the skeleton while loading, the failure with a
 * retry, the empty state, or the content. Presentational.
 */
import type { ReactNode } from 'react';
import { Skeleton, SkeletonRegion, StatusBlock } from '../../../lib/blocks';
import { growthTexts } from '../texts';

export type PanelState = 'loading' | 'error' | 'empty' | 'ready';

export interface PanelProps {
  state: PanelState;
  failedTitle: string;
  emptyTitle: string;
  emptyHint?: string;
  onRetry(): void;
  children?: ReactNode;
}

export function PanelSkeleton() {
  return (
    <SkeletonRegion label={growthTexts.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="wp-gr-card wp-gr-skeleton">
          <Skeleton width="40%" height="0.32rem" />
          <Skeleton width="90%" height="0.26rem" />
          <Skeleton width="75%" height="0.26rem" />
        </div>
      ))}
    </SkeletonRegion>
  );
}

export function Panel({ state, failedTitle, emptyTitle, emptyHint, onRetry, children }: PanelProps) {
  if (state === 'loading') return <PanelSkeleton />;
  if (state === 'error')
    return (
      <StatusBlock
        art="error"
        role="alert"
        title={failedTitle}
        action={{ text: growthTexts.retry, onPress: onRetry }}
      />
    );
  if (state === 'empty') return <StatusBlock art="empty" title={emptyTitle} hint={emptyHint} />;
  return <>{children}</>;
}
