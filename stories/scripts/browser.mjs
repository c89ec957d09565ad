/**
 * Playwright's chromium, as the scripts of this package launch it (Debian's browser, @wonder/chromium).
 * Playwright comes with @storybook/test-runner: resolved from there rather than declared twice.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM } from '@wonder/chromium';
import { packageDir } from './static-server.mjs';

const local = createRequire(join(packageDir, 'package.json'));
const { chromium } = createRequire(local.resolve('@storybook/test-runner'))('playwright');

export const launchChromium = () => chromium.launch(CHROMIUM);
