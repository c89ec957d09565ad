/**
 * The parent-centre feature's public entry: the screens the route table loads (/parentsCenter,
 * /myClassHour, /option) and what stories and tests use: the presentational views, rules and texts.
 */
export * from './api/queries';
export * from './rules/entries';
export * from './rules/hours';
export * from './rules/sections';
export * from './rules/settings';
export * from './rules/targets';
export * from './texts';
