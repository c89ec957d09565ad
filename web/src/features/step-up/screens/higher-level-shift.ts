/**
 * The 2021 entrance's shift-centre routes (/higherLevelSelectClass, /higherLevelSelectTime), the module their
 * routes load: the shift centre's screens inside the activity gate. A module of its own, so neither the
 * shift centre's routes load the gate nor the other entrances the shift centre's pickers and popups.
 */
export { HigherLevelSelectClassPage, HigherLevelSelectTimePage } from '../containers/HigherLevelShiftPages';
