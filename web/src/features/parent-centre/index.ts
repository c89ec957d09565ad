/**
 * The parent-centre feature's public entry: the screens the route table loads (/parentsCenter,
 * /myClassHour, /option) and what stories and tests use: the presentational views, rules and texts.
 */
export * from './api/queries';
export { MyClassHourView, type MyClassHourViewProps } from './components/MyClassHourView';
export { OptionView, type OptionViewProps } from './components/OptionView';
export { ParentCentreView, type ParentCentreViewProps } from './components/ParentCentreView';
export { MyClassHourPage } from './containers/MyClassHourPage';
export { OptionPage } from './containers/OptionPage';
export { ParentsCenterPage } from './containers/ParentsCenterPage';
export * from './rules/entries';
export * from './rules/hours';
export * from './rules/sections';
export * from './rules/settings';
export * from './rules/targets';
export * from './texts';
