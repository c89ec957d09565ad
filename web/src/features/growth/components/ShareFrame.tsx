/**
 * The frame of a token-free share page: the app's mark, whose page it is (the child's avatar and name),
 * the read-only content, and a download invitation. Presentational: no parent data beyond the child's
 * name and avatar, nothing to tap but the download.
 */
import type { ReactNode } from 'react';
import { FallbackImage, StatusBlock } from '../../../lib/blocks';
import { texts } from '../../../texts';
import { shareTexts } from '../texts';
import { ChildAvatarArt } from './icons';
import { PanelSkeleton } from './Panel';

export interface ShareFrameProps {
  /** The page's heading, e.g. 小明的动态学情报告; null while loading or failed. */
  heading: string | null;
  avatarUrl?: string | null;
  state: 'loading' | 'expired' | 'error' | 'ready';
  onDownload(): void;
  onRetry(): void;
  children?: ReactNode;
}

export function ShareFrame({ heading, avatarUrl, state, onDownload, onRetry, children }: ShareFrameProps) {
  return (
    <div className="wp-gr-share-page">
      <header className="wp-gr-share-page__brand">
        <span className="wp-gr-share-page__mark" aria-hidden="true">
          W
        </span>
        <span>
          <h1 className="wp-gr-share-page__app">{texts.app.name}</h1>
          <span className="wp-gr-share-page__from">{shareTexts.from}</span>
        </span>
      </header>
      <main className="wp-gr-share-page__main">
        {state === 'ready' && heading && (
          <div className="wp-gr-share-page__who">
            <FallbackImage
              src={avatarUrl}
              className="wp-gr-share-page__avatar"
              fallback={<ChildAvatarArt />}
            />
            <h2 className="wp-gr-share-page__heading">{heading}</h2>
          </div>
        )}
        {state === 'loading' && <PanelSkeleton />}
        {state === 'expired' && (
          <StatusBlock art="blocked" level={2} title={shareTexts.expired} hint={shareTexts.expiredHint} />
        )}
        {state === 'error' && (
          <StatusBlock
            art="error"
            role="alert"
            title={shareTexts.failed}
            action={{ text: texts.common.reload, onPress: onRetry }}
          />
        )}
        {state === 'ready' && children}
      </main>
      <footer className="wp-gr-share-page__cta">
        <span>{shareTexts.cta}</span>
        <button type="button" className="wp-block-button wp-gr-share-page__cta-button" onClick={onDownload}>
          {shareTexts.ctaButton}
        </button>
      </footer>
    </div>
  );
}
