/**
 * Jest config of @storybook/test-runner: its defaults, plus Debian's chromium (never `playwright install`:
 * it cannot download here). The launch options must live here, under
 * testEnvironmentOptions['jest-playwright']; a separate jest-playwright config file is ignored.
 *
 * The browser context pins what would make a story's pixels differ between machines and runs: reduced
 * motion (the app's CSS and, through the preview, antd-mobile stop animating), the app's time zone (the
 * fixtures' reference instant is 08:00 in Beijing) and locale, one device pixel per CSS pixel.
 */
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM } from '@wonder/chromium';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: CHROMIUM,
      contextOptions: {
        reducedMotion: 'reduce',
        timezoneId: 'Asia/Shanghai',
        locale: 'zh-CN',
        deviceScaleFactor: 1,
      },
    },
  },
  // A loaded 2-core machine: the first story of a worker waits for the whole preview bundle, and axe
  // runs after every play.
  testTimeout: 180_000,
};
