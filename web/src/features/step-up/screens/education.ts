/**
 * /furtherEducation's screen, the module its route entry loads (the feature's public entry is ../index.ts).
 * A module of its own: the shift centre's pickers and popups (antd-mobile's Picker and CenterPopup, with
 * their animation and gesture libraries) stay out of the education page's first load.
 */
export { EducationPage } from '../containers/EducationPage';
