/**
 * /downloadApp (doc 2 §2, §4): the landing page of the variant the query names. It records the visit with
 * its `enter`; in the mini-program a teacher visit goes to the guide instead; in the WeChat browser the
 * "open in browser" overlay shows first; the button opens the app or installs it as rules/landing.ts says.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SHOP_URL } from '../../../domain/external-config';
import { useRedirect } from '../../../domain/redirect';
import { usePageBack } from '../../../lib/blocks/use-page-back';
import { useSearchAsInFrame } from '../../../lib/first-load/as-in-frame';
import { firstViewDrawn } from '../../../lib/first-load/first-view';
import { Redirect, useAppNavigate } from '../../../lib/navigation';
import { useTrackEvent } from '../../../lib/tracking';
import { getSystemInfo } from '../../../platform/runtime';
import { useEnvironment } from '../../../platform/use-environment';
import { DownloadLanding } from '../components/DownloadLanding';
import { WechatGuideOverlay } from '../components/WechatGuideOverlay';
import {
  IN_APP_PATHS,
  installAction,
  installChannelOf,
  miniProgramRedirect,
  parseDownloadQuery,
  showsWechatGuide,
} from '../rules/landing';
import { browserOpenAppDeps, type OpenAppDeps, openAppOrInstall } from '../rules/open-app';
import { landingTexts } from '../texts';

/** Tracking event names (chosen: the spec names the `enter` values, not the events). */
export const DOWNLOAD_EVENTS = { view: 'download_app_view', install: 'download_app_click' } as const;

export interface DownloadAppPageProps {
  /** How the page leaves for the app or the store; tests and stories pass their own. */
  openAppDeps?: () => OpenAppDeps;
}

export function DownloadAppPage({ openAppDeps = browserOpenAppDeps }: DownloadAppPageProps) {
  // Drawn on its first commit (no data to gather): what waits for the first view may start (lib/first-load/first-view.ts).
  useEffect(() => firstViewDrawn(), []);
  const env = useEnvironment();
  const location = useLocation();
  const navigate = useAppNavigate();
  const { back } = usePageBack();
  const track = useTrackEvent();
  const redirect = useRedirect();
  // The prerendered frame is the bare path's variant: hydration draws it, then the query's (lib/first-load/as-in-frame).
  const search = useSearchAsInFrame(location.search);
  const query = useMemo(() => parseDownloadQuery(search), [search]);
  const guideTo = miniProgramRedirect(env, query.variant);
  const action = installAction(env, query);

  // Open as the environment says until the parent opens or closes it: while the frame hydrates the
  // environment is the frame's (a plain browser), WeChat's right after.
  const [guideChoice, setGuideOpen] = useState<boolean | null>(null);
  const guideOpen = guideChoice ?? showsWechatGuide(env);
  const [opening, setOpening] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelOpen = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelOpen.current?.(), []);

  const visit = {
    entrance: query.enter,
    paras: {
      download_type: query.type,
      android_channel: String(installChannelOf(getSystemInfo()?.channel, query)),
    },
  };
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    // Once per visit of this entry (a re-render or a keep-alive return is not a new visit).
    // Not while the hydrating frame still shows the bare path's variant: the visit is the query's.
    if (guideTo || search !== location.search || tracked.current === location.key) return;
    tracked.current = location.key;
    track({ name: DOWNLOAD_EVENTS.view, ...visit });
  });

  if (guideTo) return <Redirect to={guideTo} />;

  const install = () => {
    track({ name: DOWNLOAD_EVENTS.install, ...visit });
    switch (action.kind) {
      case 'in-app': {
        const path = IN_APP_PATHS[query.variant];
        if (path) navigate(path);
        else void redirect({ kind: 'shop', url: SHOP_URL }, { downloadEnter: query.enter });
        return;
      }
      case 'pc':
        navigate(action.path);
        return;
      case 'wechat-guide':
        setGuideOpen(true);
        return;
      case 'mini-program-hint':
        setNotice(landingTexts.miniProgramHint);
        return;
      case 'open': {
        cancelOpen.current?.();
        setOpening(true);
        const deps = openAppDeps();
        cancelOpen.current = openAppOrInstall(action.scheme, action.store, {
          ...deps,
          // The button reads "opening" only while the fallback is pending.
          setTimeout: (fn, ms) =>
            deps.setTimeout(() => {
              setOpening(false);
              fn();
            }, ms),
        });
        return;
      }
    }
  };

  return (
    <DownloadLanding
      variant={query.variant}
      action={action.kind}
      opening={opening}
      notice={notice}
      overlay={guideOpen && <WechatGuideOverlay onClose={() => setGuideOpen(false)} />}
      onInstall={install}
      onBack={back}
    />
  );
}
