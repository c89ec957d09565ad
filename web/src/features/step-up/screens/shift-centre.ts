/** The shift centre's screens (/furtherShiftClassCenter and its children), the module their routes load. */
export { ChoiceTimePage } from '../containers/ChoiceTimePage';
export { ShiftCenterPage } from '../containers/ShiftCenterGate';
export { ShiftClassPage } from '../containers/ShiftClassPage';
