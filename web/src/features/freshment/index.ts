/**
 * The newcomer enrollment feature's public entry: the /freshmentEnrollment screen, and the presentational
 * component, rules, query and texts that Storybook and tests use.
 */
export { entranceDetailQuery } from './api/queries';
export { ActivityImage } from './components/ActivityImage';
export {
  FreshmentEnrollment,
  type FreshmentEnrollmentProps,
  type FreshmentView,
} from './components/FreshmentEnrollment';
export { FreshmentEnrollmentPage } from './containers/FreshmentEnrollmentPage';
export * from './rules/enrollment';
export * from './texts';
