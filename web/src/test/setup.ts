import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as z from 'zod/mini';

// The app ships without zod's messages (contracts/README.md); a test whose reply breaks a contract says how.
z.config(z.locales.en());

// findBy*/waitFor give up after 1 s by default: too tight on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// Unmount what each test rendered and forget what it stored: tests share one jsdom window.
afterEach(() => {
  cleanup();
  // Node-environment tests (the bundle budget) have no window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
