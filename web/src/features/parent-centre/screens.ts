/** The parent-centre screens, the module the route table loads (the public entry is ./index.ts). */
export { MyClassHourPage } from './containers/MyClassHourPage';
export { OptionPage } from './containers/OptionPage';
export { ParentsCenterPage } from './containers/ParentsCenterPage';
