/** The entrance screens (/furtherEducationEnter and the higher-level routes but the shift centre's two), the module their routes load. */
export { EnterPage, HigherLevelLoginPage, HigherLevelPage } from '../containers/EntrancePages';
