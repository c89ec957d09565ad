/** Presentational blocks the feature screens share (fallback image, status, skeleton, page navbar, the looping carousel's behaviour). */
export { FallbackImage } from './FallbackImage';
export { PageNavBar } from './PageNavBar';
export { Skeleton, SkeletonRegion } from './SkeletonBlock';
export { StatusBlock } from './StatusBlock';
export { useLoopCarousel } from './use-loop-carousel';
export { usePageBack } from './use-page-back';
