/**
 * Storybook for the parent app's design review: react-vite, the stories of src/ (one folder per web
 * feature), the a11y addon (its checks fail the test-runner, see preview.tsx).
 */
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { PICTURES_DIR, PICTURES_PATH } from '@wonder/fixtures/pictures-dir';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // The fixtures' pictures at the path the simulator serves them (root-relative URLs in the fixtures' data), so
  // stories, the static build and the review show the banners, covers and avatars parents see.
  staticDirs: [{ from: PICTURES_DIR, to: PICTURES_PATH }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The framework does not add the React plugin by itself (no vite.config.ts here): web's components need
  // the automatic JSX runtime.
  viteFinal: async (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), react()] }),
};

export default config;
