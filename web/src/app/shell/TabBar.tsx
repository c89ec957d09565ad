/**
 * The bottom tab bar (doc 2 §2). Presentational: the container decides which tabs (tab-rules.ts) and
 * whether the bar shows at all. Configured images are used when they load; a built-in icon otherwise.
 */
import { useState } from 'react';
import { builtinTabIcon } from './icons';
import { type TabBarStatus, type TabItemLike, tabImageRatio, tabPicture } from './tab-rules';
import './TabBar.css';

export interface TabBarProps {
  status: TabBarStatus;
  tabs: readonly TabItemLike[];
  activeUrl: string | null;
  onSelect?: (tab: TabItemLike) => void;
  /** Fixed to the bottom (default) or in the flow (stories). */
  fixed?: boolean;
}

function TabIcon({ tab, active, src }: { tab: TabItemLike; active: boolean; src: string }) {
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  if (src && !failed[src]) {
    return (
      <img
        className="wp-shell-tabbar__img"
        src={src}
        alt=""
        style={{ aspectRatio: String(tabImageRatio(tab.sizes)) }}
        onError={() => setFailed((f) => ({ ...f, [src]: true }))}
      />
    );
  }
  const Icon = builtinTabIcon(tab.url);
  return <Icon className="wp-shell-tabbar__svg" size="0.48rem" strokeWidth={active ? 2.2 : 1.8} />;
}

export function TabBar({ status, tabs, activeUrl, onSelect, fixed = true }: TabBarProps) {
  const className = `wp-shell-tabbar${fixed ? ' wp-shell-tabbar--fixed' : ''}`;
  if (status === 'pending') {
    return (
      <nav className={className} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="wp-shell-tabbar__item wp-shell-tabbar__item--skeleton">
            <span className="wp-shell-tabbar__skeleton-icon" />
            <span className="wp-shell-tabbar__skeleton-text" />
          </span>
        ))}
      </nav>
    );
  }
  if (tabs.length === 0) return null;
  return (
    <nav className={className}>
      {tabs.map((tab) => {
        const active = tab.url === activeUrl;
        return (
          <button
            key={tab.id}
            type="button"
            className={`wp-shell-tabbar__item${active ? ' wp-shell-tabbar__item--active' : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => onSelect?.(tab)}
          >
            <TabIcon tab={tab} active={active} src={tabPicture(tab, activeUrl)} />
            <span className="wp-shell-tabbar__label">{tab.tabName}</span>
          </button>
        );
      })}
    </nav>
  );
}
