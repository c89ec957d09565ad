/**
 * Counting a screen's load in the production build (issue #30): React calls the devtools hook's
 * onCommitFiberRoot on every commit, production builds included, so a stand-in hook installed before the
 * app's scripts counts them, and notes the first commit after which the screen's first view is in the page
 * (every selector of `present` matches, and no element of `notText` shows that text: a header still showing
 * its placeholder is not drawn). A commit before it in which some of those parts are already there is a
 * partial one: a screen that draws its first view in one commit has none. Requests are timed as they leave,
 * so those before that commit can be told from those after it. Counts, not times: they do not move with the
 * machine's load.
 */
import type { Page } from '@playwright/test';

export interface FirstViewMark {
  /** Selectors that must all match (a selector list matches when any of its parts does). */
  present: readonly string[];
  /** [selector, text]: the element must exist and must not read exactly `text` (a placeholder). */
  notText?: readonly (readonly [string, string])[];
}

export interface LoadCount {
  /** The commit that drew the first view (1-based), or null when none did. */
  commits(): Promise<number | null>;
  /** Commits before it that drew some of its parts but not all. */
  partialCommits(): Promise<number>;
  /** Paths asked for before that commit. */
  requestsBefore(): Promise<string[]>;
  /** Every path asked for so far. */
  requests(): string[];
}

interface CountingWindow extends Window {
  __commits?: number;
  __firstView?: { commits: number; at: number };
  __partialCommits?: number;
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
}

/** Installs the counter on `page` (before its first navigation) and records its requests. */
export async function countLoad(page: Page, mark: FirstViewMark): Promise<LoadCount> {
  await page.addInitScript((m: FirstViewMark) => {
    const w = window as CountingWindow;
    w.__commits = 0;
    w.__partialCommits = 0;
    let id = 0;
    /** Which parts of the first view are in the page. */
    const parts = () => [
      ...m.present.map((s) => document.querySelector(s) !== null),
      ...(m.notText ?? []).map(([s, text]) => {
        const el = document.querySelector(s);
        return el !== null && el.textContent?.trim() !== text;
      }),
    ];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => {
        id += 1;
        return id;
      },
      checkDCE: () => {},
      onCommitFiberRoot: () => {
        w.__commits = (w.__commits ?? 0) + 1;
        if (w.__firstView) return;
        const there = parts();
        if (there.every(Boolean)) w.__firstView = { commits: w.__commits, at: Date.now() };
        else if (there.some(Boolean)) w.__partialCommits = (w.__partialCommits ?? 0) + 1;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onScheduleFiberRoot: () => {},
    };
  }, mark);
  const requests: { path: string; at: number }[] = [];
  page.on('request', (r) => requests.push({ path: new URL(r.url()).pathname, at: Date.now() }));
  const firstView = () => page.evaluate(() => (window as CountingWindow).__firstView ?? null);
  return {
    requests: () => requests.map((r) => r.path),
    commits: async () => (await firstView())?.commits ?? null,
    partialCommits: () => page.evaluate(() => (window as CountingWindow).__partialCommits ?? 0),
    async requestsBefore() {
      const at = (await firstView())?.at;
      if (at === undefined) throw new Error('no commit drew the first view');
      // Asked before the commit that drew it (the pictures that commit puts in the page come with it).
      return requests.filter((r) => r.at < at).map((r) => r.path);
    },
  };
}
