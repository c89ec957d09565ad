/** Presentational blocks the feature screens share (fallback image, status, skeleton, page navbar, the looping carousel's behaviour). */
export { FallbackImage, type FallbackImageProps } from './FallbackImage';
export { PageNavBar, type PageNavBarProps } from './PageNavBar';
export { Skeleton, type SkeletonProps, SkeletonRegion } from './SkeletonBlock';
export { type StatusArt, StatusBlock, type StatusBlockProps } from './StatusBlock';
export {
  BANNER_AUTOPLAY_MS,
  BANNER_SWIPE_MS,
  type LoopCarousel,
  restingPosition,
  slideAt,
  stepPosition,
  useLoopCarousel,
} from './use-loop-carousel';
export { usePageBack } from './use-page-back';
