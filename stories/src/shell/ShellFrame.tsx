/**
 * The tab shell around the tab bar for the stories, fed like the app's ShellLayout: tab config and the
 * parent's info through TanStack Query over the fixtures client of the story's persona, the app's own
 * rules for which tabs show (selectTabs), whether the bar shows (tabBarHidden) and the greeting. Only the
 * environment is a prop, so each environment is a story.
 */
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@wonder/contracts';
import { titleFor } from '@wonder/web/src/app/route-table';
import { DownloadBanner } from '@wonder/web/src/app/shell/DownloadBanner';
import { greetingText } from '@wonder/web/src/app/shell/greeting';
import { NavBar } from '@wonder/web/src/app/shell/NavBar';
import { TabBar } from '@wonder/web/src/app/shell/TabBar';
import {
  activeTabUrl,
  selectTabs,
  type TabBarStatus,
  type TabItemLike,
  tabBarHidden,
} from '@wonder/web/src/app/shell/tab-rules';
import { useStoryApi } from '../../.storybook/fixtures-client';
import './shell-frame.css';

export interface ShellFrameProps {
  tourist: boolean;
  /** Inside the native app at this version; null outside the app. */
  appVersion?: string | null;
  miniProgram?: boolean;
  /** The page the parent is on. */
  path: string;
  /** Hold the tab config in flight (skeleton bar). */
  forcePending?: boolean;
  onSelect?: (tab: TabItemLike) => void;
}

/** A fixed morning hour keeps the greeting (and screenshots) stable. */
const STORY_HOUR = 10;

// The fixture images live on a static host that does not exist: blank them so the bar uses its built-in
// icons, exactly what it does when a configured image fails, without a network request in the stories.
const withBuiltinIcons = (tab: TabItemLike): TabItemLike => ({ ...tab, tabImgPath: '', tabImgLightPath: '' });

export function ShellFrame({
  tourist,
  appVersion = null,
  miniProgram = false,
  path,
  forcePending,
  onSelect,
}: ShellFrameProps) {
  const api = useStoryApi();
  const env = { isApp: appVersion !== null, appVersion, isMiniProgram: miniProgram };
  const tabsQuery = useQuery({
    queryKey: ['shell', 'tabConfig'],
    queryFn: () => api.call(endpoints.home.tabConfig),
  });
  const person = useQuery({
    queryKey: ['shell', 'personInfo'],
    queryFn: () => api.call(endpoints.common.getPersonInfo, { query: { token: 'story-token' } }),
    enabled: !tourist,
  });
  const status: TabBarStatus =
    forcePending || tabsQuery.isPending ? 'pending' : tabsQuery.isError ? 'fail' : 'success';
  const tabs = selectTabs((tabsQuery.data ?? []).map(withBuiltinIcons), env);
  const hidden = tabBarHidden(env);
  const isHome = path === '/index';
  return (
    <div className="story-shell">
      <NavBar
        fixed={false}
        type={isHome ? 'index' : 'title'}
        title={titleFor(path, { isMiniProgram: miniProgram, search: '' })}
        greeting={greetingText({ hour: STORY_HOUR, isTourist: tourist, parentName: person.data?.parentName })}
        avatarUrl={null}
        isTourist={tourist}
      />
      {isHome && !env.isApp && !miniProgram && <DownloadBanner isTourist={tourist} />}
      <main
        className="story-shell__main"
        aria-label={titleFor(path, { isMiniProgram: miniProgram, search: '' })}
      />
      {!hidden && (
        <TabBar
          fixed={false}
          status={status}
          tabs={tabs}
          activeUrl={activeTabUrl(path, tabs)}
          onSelect={onSelect}
        />
      )}
    </div>
  );
}
