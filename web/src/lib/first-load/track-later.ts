/**
 * Tracking for a screen whose first load must stay small (the login): the same records as
 * lib/tracking.ts's useTrackEvent, but its module (≈ 1.5 kB gzip) loads with the first event, after the
 * screen has painted, instead of with the screen. Failures are the error table's (only logged).
 */
import { trackingEndpoints } from '@wonder/contracts';
import { useCallback, useMemo } from 'react';
import { useEnvironment } from '../../platform/use-environment';
import { useApi, useUserStore } from '../services';
import type { TrackEvent } from '../track-events';

export interface LaterTracking {
  track(event: TrackEvent): void;
  /** trackSignUp after a login (doc 1 §7). */
  signUp(registerId: string): void;
}

export function useTrackLater(): LaterTracking {
  const api = useApi();
  const store = useUserStore();
  const env = useEnvironment();
  const track = useCallback(
    (event: TrackEvent) =>
      void import('../tracking').then(({ currentRecord, trackingQueueFor }) =>
        trackingQueueFor(api).push(currentRecord(event, env, store.getState().user?.userId ?? null)),
      ),
    [api, store, env],
  );
  const signUp = useCallback(
    (registerId: string) =>
      void import('../tracking').then(({ signUpInput }) =>
        api.call(trackingEndpoints.trackSignUp, signUpInput(registerId)).catch(() => {}),
      ),
    [api],
  );
  return useMemo(() => ({ track, signUp }), [track, signUp]);
}
