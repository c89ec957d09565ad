/** The app-download banner for non-app users under the home navbar (doc 2 §2); text differs per role. */
import { texts } from '../../texts';
import './DownloadBanner.css';

export interface DownloadBannerProps {
  isTourist: boolean;
  onOpen?: () => void;
}

export function DownloadBanner({ isTourist, onOpen }: DownloadBannerProps) {
  return (
    <div className="wp-shell-banner">
      <span className="wp-shell-banner__mark" aria-hidden="true">
        W
      </span>
      <p className="wp-shell-banner__text">
        {isTourist ? texts.shell.downloadBarTourist : texts.shell.downloadBarStudent}
      </p>
      <button type="button" className="wp-shell-banner__button" onClick={onOpen}>
        {texts.shell.downloadBarButton}
      </button>
    </div>
  );
}
