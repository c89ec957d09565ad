/**
 * The floor reference of the home (issue #30): the same content as /index for the official persona, built the
 * plain way on the app's own stack (Vite, React, react-router, TanStack Query, zod, antd-mobile), untuned — one
 * route, one call for a saved copy of the simulator's answers, rendered on the client. `pnpm run bench:app`
 * builds it and measures the app's pages against it in one interleaved run (scripts/bench-app.mjs).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // One chunk, as a default build of one route makes it.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  logLevel: 'warn',
});
