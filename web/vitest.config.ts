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
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
