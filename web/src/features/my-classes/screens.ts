/** The my-classes screens, the module the route table loads (the public entry is ./index.ts). */
export { IframePage } from './containers/IframePage';
export { LessonListPage } from './containers/LessonListPage';
export { MyTabClassPage } from './containers/MyTabClassPage';
