import { defineConfig } from 'vitest/config';

/** The stories package's own scripts (the visual comparison, report and approval); stories run in the test-runner. */
export default defineConfig({
  test: {
    name: 'stories',
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
  },
});
