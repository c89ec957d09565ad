/**
 * The my-classes feature's public entry: the screens the route table loads (/myTabClass, /myClassList,
 * /courseList, /iframePage) and what stories and tests use: the presentational views, rules and texts.
 */
export * from './api/queries';
export { IframeView } from './components/IframeView';
export * from './rules/access';
export * from './rules/category-target';
export * from './rules/lessons';
export * from './rules/satisfaction';
export * from './rules/subjects';
export * from './texts';
