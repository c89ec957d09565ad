import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-server',
    environment: 'node',
    // Every file builds its own app (no module mocks, no global stubs here), so files can share a module
    // graph: importing the contracts, fixtures and Fastify once per worker halves the run (140 s → 73 s).
    isolate: false,
    include: ['test/**/*.test.ts'],
    // The control-page test drives a real Chromium; the fault tests hold sockets for a while.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
