/**
 * The download bar at the bottom of home for non-app users (doc 2 §2: "The download bar at the bottom of home
 * is shown when getAppFlag returns isDisplay 1"; "Its text differs per role"; it adds 1.08rem).
 */
import { texts } from '../../texts';
import './DownloadBanner.css';

export const DOWNLOAD_BAR_HEIGHT_REM = 1.08;

export interface DownloadBannerProps {
  isTourist: boolean;
  onOpen?: () => void;
}

export function DownloadBanner({ isTourist, onOpen }: DownloadBannerProps) {
  const text = isTourist ? texts.shell.downloadBarTourist : texts.shell.downloadBarStudent;
  return (
    <aside className="wp-shell-banner" aria-label={text}>
      <span className="wp-shell-banner__mark" aria-hidden="true">
        W
      </span>
      <p className="wp-shell-banner__text">{text}</p>
      <button type="button" className="wp-shell-banner__button" onClick={onOpen}>
        {texts.shell.downloadBarButton}
      </button>
    </aside>
  );
}
