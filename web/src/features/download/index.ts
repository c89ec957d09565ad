/**
 * The download feature's public entry: the screens of /downloadApp, /downloadAppPc and /commonGuide, and
 * the presentational components, rules and texts that Storybook and tests use.
 */
export { DownloadAppPage } from './containers/DownloadAppPage';
export { DownloadAppPcPage } from './containers/DownloadAppPcPage';
export * from './rules/guides';
export * from './rules/landing';
export * from './rules/open-app';
export * from './texts';
