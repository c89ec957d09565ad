/** The download feature's screens, the module the route table loads (the public entry is ./index.ts). */
export { CommonGuidePage } from './containers/CommonGuidePage';
export { DownloadAppPage } from './containers/DownloadAppPage';
export { DownloadAppPcPage } from './containers/DownloadAppPcPage';
