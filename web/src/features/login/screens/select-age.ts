/**
 * /selectAgePage's screen, in a module of its own: its age dialog (antd-mobile's CenterPopup and animation
 * library) would otherwise join /login's first load.
 */
export { SelectAgePage } from '../containers/SelectAgePage';
