/**
 * The step-up feature's public entry: the screens the route table loads, and the presentational
 * components, rules, texts and query options that Storybook and tests use. Nothing outside this folder
 * imports deeper than this file.
 */

export * from '../../domain/higher-level-period';
export * from './api/failures';
export * from './api/queries';
export * from './api/step-up-api';
export * from './components/ChoiceTimeView';
export * from './components/dialogs';
export * from './components/EducationView';
export * from './components/EntranceViews';
export * from './components/frame';
export * from './components/ShiftClassView';
export { ChoiceTimePage } from './containers/ChoiceTimePage';
export { EducationPage } from './containers/EducationPage';
export { EnterPage, HigherLevelPage } from './containers/EntrancePages';
export * from './containers/flow';
export { HeadTeacherContact } from './containers/HeadTeacherContact';
export { ShiftClassPage } from './containers/ShiftClassPage';
export * from './rules/countdown';
export * from './rules/dates';
export * from './rules/entry-routing';
export * from './rules/keep-alive';
export * from './rules/page';
export * from './rules/plan-time';
export * from './texts';
