/**
 * An agreement document under the page navbar: its title, effective date and sanitised body; a skeleton
 * while it loads; the failed state with a reload. Presentational.
 */
import { PageNavBar, Skeleton, SkeletonRegion, StatusBlock } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import type { SafeProtocolDocument } from '../api/protocol';
import { protocolTexts } from '../texts';
import './login.css';

export interface ProtocolViewProps {
  /** The route's title until the document gives its own. */
  title: string;
  document: SafeProtocolDocument | null;
  failed: boolean;
  canGoBack: boolean;
  onBack(): void;
  onHome(): void;
  onReload(): void;
}

export function ProtocolView({
  title,
  document,
  failed,
  canGoBack,
  onBack,
  onHome,
  onReload,
}: ProtocolViewProps) {
  return (
    <div className="wp-login-doc">
      <PageNavBar
        title={document?.title ?? title}
        canGoBack={canGoBack}
        backLabel={protocolTexts.back}
        homeLabel={protocolTexts.backHome}
        onBack={onBack}
        onHome={onHome}
      />
      <main className="wp-login-doc__main">
        {document ? (
          <article className="wp-login-doc__article" aria-label={document.title}>
            {document.effectiveDate && (
              <p className="wp-login-doc__date">
                {fmt(protocolTexts.effectiveDate, { date: document.effectiveDate })}
              </p>
            )}
            {/* Sanitised by api/sanitize.ts (DOMPurify) before it gets here: no script can be in it. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the served document is HTML, sanitised first */}
            <div className="wp-login-doc__body" dangerouslySetInnerHTML={{ __html: document.html }} />
          </article>
        ) : failed ? (
          <StatusBlock
            art="error"
            role="alert"
            title={protocolTexts.failedTitle}
            hint={protocolTexts.failedHint}
            action={{ text: protocolTexts.reload, onPress: onReload }}
          />
        ) : (
          <SkeletonRegion label={protocolTexts.loading} className="wp-login-doc__skeleton">
            <Skeleton width="40%" height="0.36rem" />
            <Skeleton height="0.28rem" />
            <Skeleton height="0.28rem" />
            <Skeleton width="70%" height="0.28rem" />
          </SkeletonRegion>
        )}
      </main>
    </div>
  );
}
