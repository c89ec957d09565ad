import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Modes: `production` (the shipped build: no debug console, no simulated shell), `pre` (pre-release:
 * production-like bundle with the debug tooling), `test` and `development`.
 * No dev proxy: the app calls the simulator on its own origin (the simulator serves the built app).
 */

/** Vendor chunks, so the login route stays a small lazy chunk of its own code plus its crypto. */
const VENDOR_GROUPS = [
  // antd-mobile parts only the step-up screens use (the intended-time picker, the loading skeleton): kept
  // out of the first-load antd chunk, loaded with the step-up route. First: earlier groups win.
  {
    name: 'step-up-antd',
    test: /node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/](picker|picker-view|skeleton)[\\/]/,
    // Their shared internals (popup, utils) stay in the antd chunk the entry loads anyway.
    includeDependenciesRecursively: false,
  },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'antd', test: /node_modules[\\/](antd-mobile|@react-spring|@use-gesture|rc-[a-z-]+|ahooks)[\\/]/ },
  { name: 'data', test: /node_modules[\\/](@tanstack|zod|ky)[\\/]/ },
  // Only the login screen encrypts (RSA phone/password, AES captcha point): never in the entry chunk.
  { name: 'login-crypto', test: /node_modules[\\/](jsencrypt|crypto-js)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((g, i) => ({ ...g, priority: VENDOR_GROUPS.length - i })),
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
