import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // 2-core machines under load: the first render of a file pays for antd-mobile and the router cold.
    testTimeout: 60_000,
    // One jsdom window and module graph per worker instead of per file: a fresh jsdom cost 2–3 s of CPU per
    // file (environment 140 s, user 150 s for 54 files; isolated off: 3 s and 35 s, `vitest run --project
    // web`). src/test/setup.ts resets what a test can change (DOM, storage, cookies, URL, environment).
    isolate: false,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
