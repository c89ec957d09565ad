/**
 * The loading screen shown until startup is done (doc 1 §1). Presentational, and in every route's first load,
 * so its spinner is CSS rather than a component library's.
 */
import { texts } from '../../texts';
import './LoadingScreen.css';

export interface LoadingScreenProps {
  /** Defaults to 加载中.... */
  text?: string;
  /** Show the spinner (default); false for a final message such as the blocked partner subdomain. */
  busy?: boolean;
}

export function LoadingScreen({ text = texts.startup.loading, busy = true }: LoadingScreenProps) {
  return (
    <main className="wp-shell-loading" aria-busy={busy} aria-live="polite">
      <div className="wp-shell-loading__mark" aria-hidden="true">
        <span>W</span>
      </div>
      <p className="wp-shell-loading__name">{texts.app.name}</p>
      <div className="wp-shell-loading__status">
        {busy && <span className="wp-shell-loading__spinner" aria-hidden="true" />}
        <span>{text}</span>
      </div>
    </main>
  );
}
