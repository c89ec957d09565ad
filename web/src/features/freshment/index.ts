/**
 * The newcomer enrollment feature's public entry: the /freshmentEnrollment screen, and the presentational
 * component, rules, query and texts that Storybook and tests use.
 */
export { FreshmentEnrollmentPage } from './containers/FreshmentEnrollmentPage';
export * from './rules/enrollment';
export * from './texts';
