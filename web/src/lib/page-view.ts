/**
 * A tracked page name's page view (doc 1 §2) for a screen of the first load (the app-only page): the
 * tracking module (lib/tracking.ts) loads only when there is a name to send, so no first load carries it.
 */
import { useEffect } from 'react';
import { useEnvironment } from '../platform/use-environment';
import { useApi, useUserStore } from './services';

export function usePageViewLater(pageName: string | undefined): void {
  const api = useApi();
  const store = useUserStore();
  const env = useEnvironment();
  useEffect(() => {
    if (!pageName) return;
    void import('./tracking').then(({ sendPageView }) =>
      sendPageView(api, pageName, env, store.getState().user?.userId ?? null),
    );
  }, [pageName, api, env, store]);
}
