/** The entrance screens (/furtherEducationEnter and the higher-level routes), the module their routes load. */
export {
  EnterPage,
  HigherLevelLoginPage,
  HigherLevelPage,
  HigherLevelSelectClassPage,
  HigherLevelSelectTimePage,
} from '../containers/EntrancePages';
