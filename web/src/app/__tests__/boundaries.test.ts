/**
 * The import boundaries (test/boundaries.ts) over the real sources of web/src and stories/, plus the
 * checker itself on small examples, so a broken checker cannot pass silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations, type SourceFile } from '../../test/boundaries';

const REPO = join(__dirname, '..', '..', '..', '..');

function sources(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const entry of readdirSync(join(REPO, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const abs = join(entry.parentPath, entry.name);
    if (abs.includes('node_modules')) continue;
    out.push({ path: relative(REPO, abs).split('\\').join('/'), source: readFileSync(abs, 'utf8') });
  }
  return out;
}

describe('import boundaries', () => {
  it('hold across web/src and stories/', () => {
    const files = [...sources('web/src'), ...sources('stories/src'), ...sources('stories/.storybook')];
    expect(files.length).toBeGreaterThan(100);
    expect(findViolations(files)).toEqual([]);
  });

  it('catch a feature importing another feature', () => {
    const v = findViolations([
      { path: 'web/src/features/home/components/A.tsx', source: "import { x } from '../../login';" },
    ]);
    expect(v.map((x) => x.rule)).toEqual(['a feature imports another feature']);
  });

  it('catch a deep import from outside a feature, and allow the public entry', () => {
    const v = findViolations([
      {
        path: 'stories/src/home/Banner.stories.tsx',
        source: [
          "import { Banner } from '@wonder/web/src/features/home/components/Banner';",
          "import { HomePage } from '@wonder/web/src/features/home';",
        ].join('\n'),
      },
      {
        path: 'web/src/app/routes.ts',
        source: "const s = () => import('../features/home/containers/Home');",
      },
      { path: 'web/src/app/routes.ts', source: "const s = () => import('../features/home');" },
    ]);
    expect(v.map((x) => x.specifier)).toEqual([
      '@wonder/web/src/features/home/components/Banner',
      '../features/home/containers/Home',
    ]);
  });

  it('catch a feature reaching into app/ beyond the route lookups, and lib/ importing up', () => {
    const v = findViolations([
      {
        path: 'web/src/features/home/api/queries.ts',
        source: "import { a } from '../../../app/route-table';\nimport { b } from '../../../app/shell/api';",
      },
      { path: 'web/src/lib/errors.ts', source: "import { c } from '../app/routes';" },
      { path: 'web/src/platform/x.ts', source: "export { d } from '../features/login';" },
    ]);
    expect(v.map((x) => [x.file, x.specifier])).toEqual([
      ['web/src/features/home/api/queries.ts', '../../../app/shell/api'],
      ['web/src/lib/errors.ts', '../app/routes'],
      ['web/src/platform/x.ts', '../features/login'],
    ]);
  });
});
