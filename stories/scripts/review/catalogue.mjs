/**
 * What the start page says about each story: from the built Storybook itself (in Debian's chromium) the
 * story's parameters as the preview merges them (environment, persona, route) and its viewport; from the
 * story files (Storybook's own CSF parser) the comments written above the meta and the story.
 */
import { join } from 'node:path';
import { extractDescription, readCsf } from 'storybook/internal/csf-tools';
import { launchChromium } from '../browser.mjs';
import { packageDir } from '../static-server.mjs';

/** Per story id: { env, appVersion, persona, route, viewport } as the preview renders it. */
async function renderedParameters(url, ids) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/iframe.html`, { timeout: 180_000 });
    await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStore, undefined, {
      timeout: 180_000,
    });
    return await page.evaluate(async (storyIds) => {
      const preview = globalThis.__STORYBOOK_PREVIEW__;
      const globals = preview.storyStore.userGlobals.get();
      const out = {};
      for (const storyId of storyIds) {
        const story = await preview.storyStore.loadStory({ storyId });
        const p = story.parameters;
        const viewportKey = story.storyGlobals?.viewport?.value ?? globals.viewport?.value;
        const viewport = p.viewport?.options?.[viewportKey];
        out[storyId] = {
          env: p.env ?? 'web',
          appVersion: p.appVersion,
          persona: p.persona ?? 'official',
          route: p.route ?? '/login',
          viewport: viewport
            ? `${viewport.name ?? viewportKey}`
            : `${globalThis.innerWidth} × ${globalThis.innerHeight}`,
        };
      }
      return out;
    }, ids);
  } finally {
    await browser.close();
  }
}

/**
 * The comment above a file's meta, or else the first statement's doc comment after the imports (some files
 * keep helpers between the comment and the meta).
 */
function componentComment(csf) {
  const own = extractDescription(csf._metaStatement);
  if (own) return own;
  const first = csf._ast.program.body.find((node) => node.type !== 'ImportDeclaration');
  return extractDescription(first);
}

/** Per story id: the comment above the story, and the one describing its file. */
async function comments(stories) {
  const files = new Map();
  const out = {};
  for (const story of stories) {
    const file = join(packageDir, story.importPath);
    if (!files.has(file)) {
      const csf = (await readCsf(file, { makeTitle: (title) => title })).parse();
      files.set(file, csf);
    }
    const csf = files.get(file);
    out[story.id] = {
      component: componentComment(csf),
      story: extractDescription(csf._storyStatements[story.exportName]),
    };
  }
  return out;
}

/** Every story of the index with its parameters and comments. */
export async function catalogue({ url, stories }) {
  const parameters = await renderedParameters(
    url,
    stories.map((s) => s.id),
  );
  const text = await comments(stories);
  return stories.map((s) => ({ ...s, ...parameters[s.id], ...text[s.id] }));
}
