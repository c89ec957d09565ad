/**
 * /downloadAppPc (doc 2 §2): where the landing page's install button leads on a computer. The QR code
 * carries the landing page of the same visit (variant, entry, channel), drawn locally; the store links are
 * the App Store and the Android market of the visit's channel.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { IOS_APP_STORE_URL } from '../../../domain/external-config';
import { usePageBack } from '../../../lib/blocks/use-page-back';
import { encodeQr, type QrMatrix, qrMatrixQuery } from '../api/queries';
import { DownloadPc, type QrState } from '../components/DownloadPc';
import { downloadSearch, parseDownloadQuery, storeUrl } from '../rules/landing';

export interface DownloadAppPcPageProps {
  /** The QR encoder; stories pass a failing one to show that state. */
  encode?: (text: string) => Promise<QrMatrix>;
}

export function DownloadAppPcPage({ encode = encodeQr }: DownloadAppPcPageProps) {
  const location = useLocation();
  const { back } = usePageBack();
  const query = useMemo(() => parseDownloadQuery(location.search), [location.search]);
  const landingUrl = `${window.location.origin}/downloadApp${downloadSearch(query)}`;
  const qr = useQuery(qrMatrixQuery(landingUrl, encode));
  const state: QrState = qr.isSuccess
    ? { status: 'ready', matrix: qr.data }
    : qr.isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return (
    <DownloadPc
      qr={state}
      landingUrl={landingUrl}
      appStoreUrl={IOS_APP_STORE_URL}
      androidUrl={storeUrl({ isIosDevice: false }, query.channel)}
      onRetry={() => void qr.refetch()}
      onBack={back}
    />
  );
}
