/** The loading screen shown until startup is done (doc 1 §1). Presentational. */
import { SpinLoading } from 'antd-mobile';
import { texts } from '../../texts';
import './LoadingScreen.css';

export interface LoadingScreenProps {
  /** Defaults to 加载中…. */
  text?: string;
  /** Show the spinner (default); false for a final message such as the blocked partner subdomain. */
  busy?: boolean;
}

export function LoadingScreen({ text = texts.startup.loading, busy = true }: LoadingScreenProps) {
  return (
    <main className="wp-loading" aria-busy={busy} aria-live="polite">
      <div className="wp-loading__mark" aria-hidden="true">
        <span>W</span>
      </div>
      <p className="wp-loading__name">{texts.app.name}</p>
      <div className="wp-loading__status">
        {busy && <SpinLoading color="primary" style={{ '--size': '0.4rem' }} />}
        <span>{text}</span>
      </div>
    </main>
  );
}
