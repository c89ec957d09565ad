import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The control-page test drives a real Chromium; the fault tests hold sockets for a while.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
