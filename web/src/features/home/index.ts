/** The home feature's public entry: the screen the route table loads (/index) and what stories and tests use. */
export * from './api/queries';
export { BANNER_SLOT_CLASS, BannerCarousel } from './components/BannerCarousel';
export { ModuleList } from './components/ModuleList';
export * from './rules/home-rules';
export * from './texts';
export * from './texts/extras';
