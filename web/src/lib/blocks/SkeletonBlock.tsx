/**
 * Loading skeletons drawn in CSS (a component library's skeleton would put its animation code in every
 * first load). `SkeletonRegion` names the busy region once for assistive technology.
 */
import type { CSSProperties, ReactNode } from 'react';
import './blocks.css';

export function SkeletonRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="wp-skeleton-region" role="status" aria-label={label} aria-busy="true">
      {children}
    </div>
  );
}

export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
  style?: CSSProperties;
}

export function Skeleton({ width = '100%', height = '0.28rem', radius = '0.08rem', style }: SkeletonProps) {
  return <span className="wp-skeleton" style={{ width, height, borderRadius: radius, ...style }} />;
}
