/**
 * The tab shell (doc 2 §2): the navbar (index type on home, title type on the other tabs), the download
 * banner for non-app users, the tab pages (kept alive) and the tab bar from the server configuration.
 * - tab config pending → skeleton bar; failed with no token → logout, /login; failed with a token → the
 *   spec's four tabs with built-in icons;
 * - the bar is hidden in the app below 1.5.8; the mini-program shows only courses and me;
 * - the growth tab opens as every tab does: in a plain browser its page reads that the browser does not
 *   support it (doc 3 §2 "the tab reads …", doc 1 §8), one presentation whether tapped or linked
 *   (features/growth, domain/growth-access.ts).
 */

import { useQuery } from '@tanstack/react-query';
import { REDIRECT_TYPE, STUDENT_STATUS } from '@wonder/contracts';
import { type CSSProperties, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { homeListUserType } from '../../domain/audience';
import { DOWNLOAD_ENTER, downloadAppPath } from '../../domain/download-links';
import { useNavbarText } from '../../domain/navbar-text';
import { personInfoQuery } from '../../domain/shared-queries';
import { TRIAL_CLAIM_HREF } from '../../domain/trial-claim-link';
import { useAsInFrame, useSearchAsInFrame, useUserStateAsInFrame } from '../../lib/first-load/as-in-frame';
import { useAfterFirstView } from '../../lib/first-load/first-view';
import { useAppNavigate } from '../../lib/navigation';
import { findRoute, isAt, normalizePath, titleFor, toHref } from '../../lib/routes';
import { useApi, useFeedback, useUserStore } from '../../lib/services';
import { isTourist, useUserState } from '../../lib/user-store';
import { useEnvironment } from '../../platform/use-environment';
import { texts } from '../../texts';
import { KeepAliveOutlet } from '../KeepAliveOutlet';
import { appFlagQuery, tabConfigQuery, unreadQuery } from './api';
import { DOWNLOAD_BAR_HEIGHT_REM, DownloadBanner } from './DownloadBanner';
import { FRAME_HOUR, greetingText } from './greeting';
import { NavBar, navbarHeightRem } from './NavBar';
import { TabBar } from './TabBar';
import {
  activeTabUrl,
  DEFAULT_TABS,
  selectTabs,
  showDownloadBar,
  type TabBarStatus,
  type TabItemLike,
  tabBarHidden,
} from './tab-rules';
import './ShellLayout.css';

const shellKeepAliveKey = (pathname: string) => {
  const route = findRoute(pathname);
  return route?.keepAlive && route.group === 'tab' ? route.path : null;
};

export function ShellLayout() {
  const env = useEnvironment();
  const api = useApi();
  const store = useUserStore();
  const userState = useUserState(store);
  const tourist = isTourist(userState);
  // What the navbar and the download bar show: the frame's user while hydrating (lib/first-load/as-in-frame).
  const shownTourist = isTourist(useUserStateAsInFrame(userState));
  const token = userState.user?.token ?? null;
  const location = useLocation();
  const navigate = useAppNavigate();
  const path = normalizePath(location.pathname);

  const tabsQuery = useQuery(tabConfigQuery(api));
  const status: TabBarStatus = tabsQuery.isPending ? 'pending' : tabsQuery.isError ? 'fail' : 'success';

  const feedback = useFeedback();
  useEffect(() => {
    if (status === 'fail' && !token) {
      store.logout();
      // A word of why the visitor lands on /login (doc 2 §2 gives the move, not the word: chosen).
      feedback.toast({ content: texts.shell.tabsFailedLogin });
      navigate('/login', { replace: true });
    }
  }, [status, token, navigate, store, feedback]);

  const person = useQuery(personInfoQuery(api, tourist ? null : token));
  const navbarText = useNavbarText();
  const search = useSearchAsInFrame(location.search);
  const hour = useAsInFrame(new Date().getHours(), FRAME_HOUR);

  const source: readonly TabItemLike[] =
    status === 'success' ? (tabsQuery.data ?? []) : status === 'fail' ? DEFAULT_TABS : [];
  const tabs = selectTabs(source, env);
  const hidden = tabBarHidden(env);
  const isHome = isAt(path, '/index');
  const student = tourist ? null : token;
  // The unread count and the app flag (the download bar) are asked once the screen's first view is drawn: two
  // calls and two commits of the shell fewer before the home's largest paint (issue 40).
  const later = useAfterFirstView();
  const unread = useQuery(
    unreadQuery(
      api,
      isHome && later ? student : null,
      homeListUserType({ token, status: userState.student.studentStatus }),
    ),
  );
  const askAppFlag = isHome && later && !tourist && !env.isApp && !env.isMiniProgram;
  const appFlag = useQuery(appFlagQuery(api, askAppFlag ? (userState.user?.userId ?? null) : null));
  const showDownload = showDownloadBar({ isHome, env, tourist: shownTourist, appFlag: appFlag.data });

  const onSelect = (tab: TabItemLike) => {
    if (tab.redirectType === REDIRECT_TYPE.H5) {
      window.location.assign(tab.url);
      return;
    }
    if (tab.url !== path) navigate(toHref(tab.url));
  };

  const style = {
    '--wp-shell-top': `${navbarHeightRem()}rem`,
    '--wp-download-bar-height': `${DOWNLOAD_BAR_HEIGHT_REM}rem`,
  } as CSSProperties;

  return (
    <div
      className={`wp-shell${hidden ? ' wp-shell--no-tabbar' : ''}${showDownload ? ' wp-shell--download' : ''}`}
      style={style}
    >
      <div className="wp-shell__top">
        <NavBar
          fixed={false}
          type={isHome ? 'index' : 'title'}
          title={titleFor(path, { isMiniProgram: env.isMiniProgram, search })}
          greeting={greetingText({
            hour,
            isTourist: shownTourist,
            parentName: person.data?.parentName,
            textContent: navbarText,
          })}
          avatarUrl={person.data?.headImg ?? null}
          isTourist={shownTourist}
          onAvatar={() => {
            // With a token: settings (doc 2 §2); a tourist: the trial-claim login (chosen, domain/trial-claim-link).
            navigate(token ? '/settingUpInformation' : TRIAL_CLAIM_HREF);
          }}
          unread={unread.data}
          onMessages={() => navigate('/informationCenter')}
        />
      </div>
      <main className="wp-shell__main">
        <KeepAliveOutlet keyFor={shellKeepAliveKey} />
      </main>
      {showDownload && (
        <div className="wp-shell__bottom">
          <DownloadBanner
            role={shownTourist ? STUDENT_STATUS.TOURIST : userState.student.studentStatus}
            onOpen={() => navigate(downloadAppPath({ enter: DOWNLOAD_ENTER.home }))}
          />
        </div>
      )}
      {!hidden && (
        <TabBar status={status} tabs={tabs} activeUrl={activeTabUrl(path, tabs)} onSelect={onSelect} />
      )}
    </div>
  );
}
