/**
 * The parent-centre feature's public entry: the screens the route table loads (/parentsCenter,
 * /myClassHour) and what stories and tests use: the presentational views, rules and texts.
 */
export * from './api/queries';
export { MyClassHourView, type MyClassHourViewProps } from './components/MyClassHourView';
export { ParentCentreView, type ParentCentreViewProps } from './components/ParentCentreView';
export { MyClassHourPage } from './containers/MyClassHourPage';
export { ParentsCenterPage } from './containers/ParentsCenterPage';
export * from './rules/entries';
export * from './rules/hours';
export * from './rules/sections';
export * from './rules/targets';
export * from './texts';
