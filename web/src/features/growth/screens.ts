/** The growth screens, the module the route table loads (the public entry is ./index.ts). */
export { EvaReportListPage } from './containers/EvaReportListPage';
export { GrowReportListTabPage, SituationTabPage, StudyPlanTabPage } from './containers/GrowthTabPage';
export {
  ScheduleSharePage,
  SituationSharePage,
  SituationV1SharePage,
  StudyPlanSharePage,
} from './containers/SharePages';
