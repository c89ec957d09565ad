/**
 * Pull to refresh on home (doc 2 §1, §9: the head is 166/750 of the width). pulltorefreshjs attaches to the
 * window's touch events and inserts its head before the page instead of wrapping it, so it loads after the
 * first paint and costs /index's first load nothing (antd-mobile's PullToRefresh wraps the page and brings
 * its spring and gesture libraries into the first load). Set up by the blocks' lazy chunk for the same
 * reason. It stays off while the page is hidden (a keep-alive route) or scrolled, and while a dialog is open.
 */
import { HOME_PAGE_GESTURES } from '@wonder/contracts';
import { useEffect, useRef } from 'react';
import { texts } from '../../../texts';

/** HomeView's root. */
export const HOME_PAGE_SELECTOR = '.wp-home';

/** `onRefresh` undefined: no pull to refresh. */
export function usePullToRefresh(selector: string, onRefresh: (() => Promise<unknown>) | undefined): void {
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const enabled = onRefresh !== undefined;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let instance: { destroy(): void } | undefined;
    void import('pulltorefreshjs').then(({ default: PullToRefresh }) => {
      const page = document.querySelector<HTMLElement>(selector);
      if (!live || !page) return;
      const head = Math.round(window.innerWidth * HOME_PAGE_GESTURES.PULL_HEAD_RATIO);
      instance = PullToRefresh.init({
        mainElement: selector,
        triggerElement: selector,
        classPrefix: 'wp-home-ptr--',
        distThreshold: head,
        distReload: head,
        distMax: Math.round(head * 1.5),
        instructionsPullToRefresh: texts.shell.pullToRefresh,
        instructionsReleaseToRefresh: texts.shell.releaseToRefresh,
        instructionsRefreshing: texts.shell.refreshing,
        iconArrow: '&#8595;',
        iconRefreshing: '<span class="wp-home-ptr--spinner"></span>',
        // The look is home.css's (.wp-home-ptr--*), not the library's injected styles.
        getStyles: () => ' ',
        shouldPullToRefresh: () =>
          window.scrollY === 0 && page.offsetParent !== null && !document.querySelector('[role="dialog"]'),
        onRefresh: () => (refresh.current?.() ?? Promise.resolve()).then(() => undefined),
      });
    });
    return () => {
      live = false;
      instance?.destroy();
    };
  }, [selector, enabled]);
}
