/** The newcomer enrollment screen, the module the route table loads (the public entry is ./index.ts). */
export { FreshmentEnrollmentPage } from './containers/FreshmentEnrollmentPage';
