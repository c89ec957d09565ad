// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveTextContent…) on vitest's expect, typed.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import * as z from 'zod/mini';
import { detectEnvironment, setEnvironment } from '../platform/env';
import { setSystemInfo, setUpgradeHandler } from '../platform/runtime';

// The app ships without zod's messages (contracts/README.md); a test whose reply breaks a contract says how.
z.config(z.locales.en());

// findBy*/waitFor give up after 1 s by default: too tight on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// What the app's tracking queue holds (a batch another file's test or its timer left in the app's client, the
// queue being module state) is sent now, as when a page is left, not on its timer in the middle of this test:
// sent through the app's client for no login, it dropped the early answers a test had just made
// (app/__tests__/early-requests.test.ts, 1 run in 4 under load).
beforeEach(() => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('pagehide'));
});

// Unmount what each test rendered and forget what it stored and set: test files share one jsdom window and
// one module graph (vitest.config.ts: isolate false), so nothing a test changes may reach the next one.
afterEach(() => {
  cleanup();
  setSystemInfo(null);
  setUpgradeHandler(null);
  // Node-environment tests (the bundle budget) have no window.
  if (typeof window === 'undefined') return;
  // What a test put in the page by hand (a prerendered #root): the next file's getElementById('root') found
  // an earlier file's, and early-input's capture read the wrong frame.
  document.body.replaceChildren();
  setEnvironment(detectEnvironment({ userAgent: window.navigator.userAgent }));
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; expiring is the only way.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
