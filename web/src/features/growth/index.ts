/**
 * The growth feature's public entry: the screens the route table loads (the three tabs, /evaReportList,
 * the four share pages) and what stories and tests use: views, rules and texts.
 */
export * from './api/queries';
export * from './rules/access';
export * from './rules/child';
export * from './rules/report';
export * from './rules/session';
export * from './rules/share';
export * from './rules/tabs';
export * from './texts';
