/**
 * The download bar at the bottom of home for non-app users (doc 2 §2: "The download bar at the bottom of home
 * is shown when getAppFlag returns isDisplay 1"; "Its text differs per role"; it adds 1.08rem).
 */
import type { StudentStatus } from '@wonder/contracts';
import { texts } from '../../texts';
import { DOWNLOAD_BAR_TEXT } from './tab-rules';
import './DownloadBanner.css';

export const DOWNLOAD_BAR_HEIGHT_REM = 1.08;

export interface DownloadBannerProps {
  /** The visitor's role (a visitor without a token is a tourist). */
  role: StudentStatus;
  onOpen?: () => void;
}

export function DownloadBanner({ role, onOpen }: DownloadBannerProps) {
  const text = DOWNLOAD_BAR_TEXT[role];
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
