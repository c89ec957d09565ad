/**
 * /iframePage: an allowed page embedded under the app's navbar, or (any other address) the blocked state
 * with a way home. Presentational.
 */
import { PageNavBar, StatusBlock } from '../../../lib/blocks';
import { iframeTexts } from '../texts';
import './my-classes.css';

export interface IframeViewProps {
  /** The address to embed; null when it is missing or not allowed. */
  url: string | null;
  title: string;
  canGoBack: boolean;
  onBack(): void;
  onHome(): void;
}

export function IframeView({ url, title, canGoBack, onBack, onHome }: IframeViewProps) {
  return (
    <div className="wp-mc-page wp-mc-page--frame">
      <PageNavBar
        title={title}
        canGoBack={canGoBack}
        backLabel={iframeTexts.back}
        homeLabel={iframeTexts.backHome}
        onBack={onBack}
        onHome={onHome}
      />
      <main className="wp-mc-page__main wp-mc-frame">
        {url ? (
          <iframe
            className="wp-mc-frame__iframe"
            src={url}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <StatusBlock
            art="blocked"
            role="alert"
            title={iframeTexts.blockedTitle}
            hint={iframeTexts.blockedHint}
            action={{ text: iframeTexts.backHome, onPress: onHome }}
          />
        )}
      </main>
    </div>
  );
}
