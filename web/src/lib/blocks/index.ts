/** Presentational blocks the feature screens share (fallback image, status, skeleton, page navbar). */
export { FallbackImage, type FallbackImageProps } from './FallbackImage';
export { PageNavBar, type PageNavBarProps } from './PageNavBar';
export { Skeleton, type SkeletonProps, SkeletonRegion } from './SkeletonBlock';
export { type StatusArt, StatusBlock, type StatusBlockProps } from './StatusBlock';
export { usePageBack } from './use-page-back';
