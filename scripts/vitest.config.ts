import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // These tests start real processes (the simulator, pnpm, Vite): generous limits for a loaded 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
