import { defineConfig } from 'vitest/config';

/** One vitest run over every package; each package keeps its own config (environment, setup). */
export default defineConfig({
  test: {
    projects: ['contracts', 'fixtures', 'mock-server', 'web', 'scripts', 'stories'],
  },
});
