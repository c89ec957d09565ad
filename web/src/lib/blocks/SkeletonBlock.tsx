/**
 * Loading skeletons drawn in CSS (a component library's skeleton would put its animation code in every
 * first load). `SkeletonRegion` names the busy region once for assistive technology.
 */
import type { CSSProperties, ReactNode } from 'react';
import './blocks.css';

export interface SkeletonRegionProps {
  label: string;
  /** The screen's own layout of the region (the block itself only names it). */
  className?: string;
  children: ReactNode;
}

export function SkeletonRegion({ label, className, children }: SkeletonRegionProps) {
  return (
    <div
      className={`wp-block-skeleton-region${className ? ` ${className}` : ''}`}
      role="status"
      aria-label={label}
      aria-busy="true"
    >
      {children}
    </div>
  );
}

export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
  style?: CSSProperties;
  /** A screen's own mark on the placeholder (the home's banner slot: its picture may be painted in it early). */
  className?: string;
}

export function Skeleton({
  width = '100%',
  height = '0.28rem',
  radius = '0.08rem',
  style,
  className,
}: SkeletonProps) {
  return (
    <span
      className={`wp-block-skeleton${className ? ` ${className}` : ''}`}
      style={{ width, height, borderRadius: radius, ...style }}
    />
  );
}
