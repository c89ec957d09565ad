/**
 * The my-classes feature's public entry: the screens the route table loads (/myTabClass, /myClassList,
 * /courseList, /iframePage) and what stories and tests use: the presentational views, rules and texts.
 */
export * from './api/queries';
export { BANNER_AUTOPLAY_MS, BannerCarousel, type BannerItem } from './components/BannerCarousel';
export { IframeView, type IframeViewProps } from './components/IframeView';
export { LessonListView, type LessonListViewProps } from './components/LessonListView';
export {
  type CategoryEntry,
  MyClassesView,
  type MyClassesViewProps,
} from './components/MyClassesView';
export { SatisfactionPopup, type SatisfactionPopupProps } from './components/SatisfactionPopup';
export { IframePage } from './containers/IframePage';
export { LessonListPage } from './containers/LessonListPage';
export { MyTabClassPage, type MyTabClassPageProps } from './containers/MyTabClassPage';
export * from './rules/access';
export * from './rules/category-target';
export * from './rules/lessons';
export * from './rules/satisfaction';
export * from './rules/subjects';
export * from './texts';
