/**
 * The notification popup's container logic (doc 2 §4, doc 1 §4), after home's popup chain has settled. The
 * per-kind counters live here, with their only reader.
 */
import { useQuery } from '@tanstack/react-query';
import { NOTIFY_POPUP_LIMITS, PUSH_STATUS } from '@wonder/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { DOWNLOAD_ENTER } from '../../../domain/download-links';
import { OFFICIAL_ACCOUNT_URL } from '../../../domain/external-config';
import { useRedirect } from '../../../domain/redirect';
import { isAt, normalizePath } from '../../../lib/routes';
import { useApi } from '../../../lib/services';
import { getNative } from '../../../platform/runtime';
import { LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from '../../../platform/storage';
import { followsAccountQuery } from '../api/popup-queries';
import { type NotifyStage, notifyStage } from '../rules/notification';

/** How many times a kind has shown on this device (a missing or unreadable value is 0). */
function readCount(key: string): number {
  const n = Number(localStore.getString(key));
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function incrementCount(key: string): void {
  localStore.setString(key, String(readCount(key) + 1));
}

const readCounts = () => ({
  auth: readCount(LOCAL_KEYS.notifyAuthCount),
  follow: readCount(LOCAL_KEYS.notifyFollowCount),
});

/**
 * The notification popup once the chain has settled: push state from the shell (1000 ms at most; outside
 * the app there is none to ask), then the follow check (not for tourists). doc 2 §4 "The popup runs on load
 * or on back-press. A back-press closes it and then goes back one page": a back-press that returns to home
 * runs it again (the checks asked anew, the counters read again); one on it closes it.
 */
export function useNotification(settled: boolean, studentCalls: boolean, userId: string | null) {
  const api = useApi();
  const redirect = useRedirect();
  const [cancelled, setCancelled] = useState(
    () => sessionStore.getString(SESSION_KEYS.notifyCancelled) === '1',
  );
  const [run, setRun] = useState(0);
  const [counts, setCounts] = useState(readCounts);
  const [done, setDone] = useState<ReadonlySet<NotifyStage>>(() => new Set());

  // Home stays mounted (kept alive) while the parent is elsewhere: a back navigation onto it is a new run.
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastKey = useRef(location.key);
  const atHome = isAt(normalizePath(location.pathname), '/index');
  // The stage on screen when the parent leaves home (a back-press, or any other way): closed.
  const onScreen = useRef<NotifyStage | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    if (!atHome) {
      const left = onScreen.current;
      if (left) setDone((d) => new Set(d).add(left));
      return;
    }
    if (navigationType !== 'POP') return;
    setRun((r) => r + 1);
    setCounts(readCounts());
    setDone(new Set());
  }, [location.key, atHome, navigationType]);

  const native = getNative();
  const push = useQuery({
    queryKey: ['native.GetPushState', run],
    queryFn: () =>
      native
        .call(
          'GetPushState',
          {},
          { timeoutMs: NOTIFY_POPUP_LIMITS.PUSH_STATE_TIMEOUT_MS, upgradeDialog: false },
        )
        .then((r) => r.state)
        .catch(() => null),
    enabled: settled && native.available(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const follows = useQuery(followsAccountQuery(api, userId, settled && studentCalls && userId !== null));
  const { refetch: refetchFollows } = follows;
  useEffect(() => {
    if (run > 0) void refetchFollows();
  }, [run, refetchFollows]);

  const stage = settled
    ? notifyStage(
        {
          authNeeded: push.data === PUSH_STATUS.OFF,
          followNeeded: follows.data === false,
          authShown: counts.auth,
          followShown: counts.follow,
          cancelled,
        },
        done,
      )
    : null;
  // Wait for both answers so the auth stage is never overtaken by the follow stage.
  const waiting =
    (native.available() && push.isPending) || (follows.isPending && follows.fetchStatus !== 'idle');
  const shown = waiting || !atHome ? null : stage;
  if (atHome) onScreen.current = shown;

  useEffect(() => {
    if (shown === 'auth') incrementCount(LOCAL_KEYS.notifyAuthCount);
    if (shown === 'follow') incrementCount(LOCAL_KEYS.notifyFollowCount);
  }, [shown]);

  // A back-press closes it (the browser has already gone back one page).
  useEffect(() => {
    if (!shown) return;
    const onBack = () => setDone((d) => new Set(d).add(shown));
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [shown]);

  return {
    stage: shown,
    confirm: () => {
      if (!shown) return;
      setDone((d) => new Set(d).add(shown));
      if (shown === 'auth') void native.call('OpenPushSetting', {}).catch(() => undefined);
      else
        void redirect(
          { kind: 'external', url: OFFICIAL_ACCOUNT_URL },
          { downloadEnter: DOWNLOAD_ENTER.home },
        );
    },
    cancel: () => {
      sessionStore.setString(SESSION_KEYS.notifyCancelled, '1');
      setCancelled(true);
    },
  };
}
