/**
 * The growth feature's public entry: the screens the route table loads (the three tabs, /evaReportList,
 * the four share pages) and what stories and tests use: views, rules and texts.
 */
export * from './api/queries';
export { EvaReportList, type EvaReportListProps } from './components/EvaReportList';
export { GrowthHeader, type GrowthHeaderProps } from './components/GrowthHeader';
export { GrowthTabs } from './components/GrowthTabs';
export { LearningReportView, type LearningReportViewProps } from './components/LearningReportView';
export { NotSupportedView } from './components/NotSupportedView';
export { StudyPlanView } from './components/StudyPlanView';
export { EvaReportListPage } from './containers/EvaReportListPage';
export {
  GROWTH_TAB_EVENT,
  GrowReportListTabPage,
  GrowthTabPage,
  SituationTabPage,
  StudyPlanTabPage,
} from './containers/GrowthTabPage';
export {
  ScheduleSharePage,
  SituationSharePage,
  SituationV1SharePage,
  StudyPlanSharePage,
} from './containers/SharePages';
export * from './rules/access';
export * from './rules/child';
export * from './rules/report';
export * from './rules/session';
export * from './rules/share';
export * from './rules/tabs';
export * from './texts';
