/** The home feature's public entry: the screen the route table loads (/index) and what stories and tests use. */
export * from './api/queries';
export { BannerCarousel } from './components/BannerCarousel';
export { HomeView, type HomeViewProps } from './components/HomeView';
export { ModuleList, type ModuleListProps, type ModuleListState } from './components/ModuleList';
export { HomePage } from './containers/HomePage';
export * from './rules/home-rules';
export * from './texts';
export * from './texts/extras';
