/**
 * The download feature's public entry: the screens of /downloadApp, /downloadAppPc and /commonGuide, and
 * the presentational components, rules and texts that Storybook and tests use.
 */
export { encodeQr, type QrMatrix, qrMatrixQuery } from './api/queries';
export { BackButton } from './components/BackButton';
export { CommonGuide, type CommonGuideProps } from './components/CommonGuide';
export { DownloadLanding, type DownloadLandingProps } from './components/DownloadLanding';
export { DownloadPc, type DownloadPcProps, type QrState } from './components/DownloadPc';
export { HeroArt } from './components/HeroArt';
export { QrCode, qrPath } from './components/QrCode';
export { WechatGuideOverlay } from './components/WechatGuideOverlay';
export { CommonGuidePage } from './containers/CommonGuidePage';
export { DOWNLOAD_EVENTS, DownloadAppPage, type DownloadAppPageProps } from './containers/DownloadAppPage';
export { DownloadAppPcPage, type DownloadAppPcPageProps } from './containers/DownloadAppPcPage';
export * from './rules/guides';
export * from './rules/landing';
export * from './rules/open-app';
export * from './texts';
