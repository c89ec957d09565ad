/**
 * Storybook for the parent app's design review: react-vite, the stories of src/ (one folder per web
 * feature), the a11y addon (its checks fail the test-runner, see preview.tsx).
 */
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The framework does not add the React plugin by itself (no vite.config.ts here): web's components need
  // the automatic JSX runtime.
  viteFinal: async (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), react()] }),
};

export default config;
