/**
 * Every page the build serves says what the app is in one meta description (Lighthouse's SEO check
 * `meta-description`): index.html, every prerendered page (web/scripts/prerender.mjs builds them from it), and
 * /login and /index as the simulator serves them. The text is the catalogue's (web/src/texts/app.ts
 * `texts.app.description`, written by web/vite.config.ts). No screenshots: nothing here is drawn.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { T } from '../support/app';
import { expect, test } from '../support/fixtures';
import { visit } from '../support/routes';

test.use({ screenshot: 'off' });

const DESCRIPTION_RE = /<meta name="description" content="([^"]*)"/g;

test('index.html and every prerendered page carry the one meta description', () => {
  const dir = process.env.E2E_WEB_DIR;
  if (!dir) throw new Error('E2E_WEB_DIR is not set: the global setup starts the simulator');
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('index.html'),
  );
  // index.html and the prerendered routes (their folders' index.html).
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'login/index.html', 'index/index.html']));
  for (const file of pages) {
    const found = [...readFileSync(join(dir, file), 'utf8').matchAll(DESCRIPTION_RE)].map((m) => m[1]);
    expect(found, file).toEqual([T.metaDescription]);
  }
});

test('/login and /index are served with it', async ({ page }) => {
  for (const path of ['/login', '/index'] as const) {
    await visit(page, path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', T.metaDescription);
  }
});
