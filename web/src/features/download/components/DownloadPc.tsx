/**
 * /downloadAppPc (doc 2 §2): on a computer the parent scans the landing page's QR code with the phone, or
 * follows a store link. Presentational: the QR matrix (or its loading / failed state) comes in.
 */

import { pcTexts as t } from '../texts';
import { BackButton } from './BackButton';
import { HeroArt } from './HeroArt';
import { QrCode } from './QrCode';
import './download.css';

export type QrState =
  | { status: 'loading' }
  | { status: 'ready'; matrix: readonly (readonly boolean[])[] }
  | { status: 'failed' };

export interface DownloadPcProps {
  qr: QrState;
  /** The landing address the code carries, printed under it for a parent who cannot scan. */
  landingUrl: string;
  appStoreUrl: string;
  androidUrl: string;
  onRetry(): void;
  onBack(): void;
}

export function DownloadPc({ qr, landingUrl, appStoreUrl, androidUrl, onRetry, onBack }: DownloadPcProps) {
  return (
    <main className="wp-dl-pc wp-dl--parent">
      <BackButton onBack={onBack} />
      <div className="wp-dl-pc__card">
        <div className="wp-dl-pc__intro">
          <HeroArt variant="parent" />
          <h1 className="wp-dl-pc__headline">{t.headline}</h1>
          <p className="wp-dl-pc__lead">{t.lead}</p>
        </div>
        <div className="wp-dl-pc__scan">
          <div className="wp-dl-qr" aria-busy={qr.status === 'loading' || undefined}>
            {qr.status === 'ready' && <QrCode matrix={qr.matrix} label={t.qrLabel} />}
            {qr.status === 'loading' && (
              <p className="wp-dl-qr__state" role="status">
                <span className="wp-dl__spinner wp-dl__spinner--dark" aria-hidden="true" />
                {t.qrLoading}
              </p>
            )}
            {qr.status === 'failed' && (
              <div className="wp-dl-qr__state" role="alert">
                <p>{t.qrFailed}</p>
                <button type="button" className="wp-dl-qr__retry" onClick={onRetry}>
                  {t.retry}
                </button>
              </div>
            )}
          </div>
          <p className="wp-dl-qr__url">{landingUrl}</p>
          <h2 className="wp-dl-pc__stores-title">{t.storesTitle}</h2>
          <div className="wp-dl-pc__stores">
            <a className="wp-dl-store" href={appStoreUrl} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8C7 7.3 5.5 8.2 4.7 9.7c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.1.8c1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.9-4zM14.1 5.5c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
                />
              </svg>
              {t.appStore}
            </a>
            <a className="wp-dl-store" href={androidUrl} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M6 9h12v8a1.5 1.5 0 01-1.5 1.5H16V21a1.2 1.2 0 01-2.4 0v-2.5h-3.2V21A1.2 1.2 0 018 21v-2.5h-.5A1.5 1.5 0 016 17zm-2.3 0a1.2 1.2 0 011.2 1.2v5a1.2 1.2 0 01-2.4 0v-5A1.2 1.2 0 013.7 9zm16.6 0a1.2 1.2 0 011.2 1.2v5a1.2 1.2 0 01-2.4 0v-5A1.2 1.2 0 0120.3 9zM6.1 8a6 6 0 0111.8 0zm3.4-2.2a.7.7 0 100-1.4.7.7 0 000 1.4zm5 0a.7.7 0 100-1.4.7.7 0 000 1.4zM8 2.4l1.3 2M16 2.4l-1.3 2"
                />
              </svg>
              {t.android}
            </a>
          </div>
        </div>
      </div>
    </main>
  );
}
