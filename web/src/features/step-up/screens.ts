/** The step-up screens, the module the route table loads (the public entry is ./index.ts). */
export { ChoiceTimePage } from './containers/ChoiceTimePage';
export { EducationPage } from './containers/EducationPage';
export {
  EnterPage,
  HigherLevelLoginPage,
  HigherLevelPage,
  HigherLevelSelectClassPage,
  HigherLevelSelectTimePage,
} from './containers/EntrancePages';
export { ShiftCenterPage } from './containers/ShiftCenterGate';
export { ShiftClassPage } from './containers/ShiftClassPage';
