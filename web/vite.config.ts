import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Modes: `production` (the shipped build: no debug console, no simulated shell), `pre` (pre-release:
 * production-like bundle with the debug tooling), `test` and `development`.
 * No dev proxy: the app calls the simulator on its own origin (the simulator serves the built app).
 */

/** Vendor chunks, so the login route stays a small lazy chunk of its own code plus its crypto. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'data', test: /node_modules[\\/](@tanstack|zod|ky)[\\/]/ },
  // Only the login screen encrypts (RSA phone/password, AES captcha point): never in the entry chunk.
  { name: 'login-crypto', test: /node_modules[\\/](jsencrypt|crypto-js)[\\/]/ },
  // The app's own shared layers (contracts, lib, platform, texts) in one chunk: split by which screens
  // share them, every new feature would add another small chunk, and a request, to every first load. Out
  // of it: the debug console (lazy, non-production only) and the parts only feature screens use (the
  // screens' shared blocks, event tracking), which stay off the routes that do not need them.
  {
    name: 'app-core',
    test: /([\\/]contracts[\\/]src[\\/]|[\\/]web[\\/]src[\\/](texts|platform(?![\\/]debug)|lib(?![\\/](blocks|tracking))))[\\/]/,
  },
];

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip twins of every text asset, served by the simulator by accept-encoding (preCompressed),
    // so phones get compressed files without the server spending CPU per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist',
    // The bundle budgets (scripts/bundle-analysis.mjs) read which chunks each route needs from it.
    manifest: true,
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
