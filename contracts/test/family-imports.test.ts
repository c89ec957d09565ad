/**
 * A family's entities and endpoints import no other family's: only the modules every screen loads anyway
 * (session, shell, the shapes in entities/shared.ts, enums, endpoint, hosts). Otherwise a screen of one family
 * loads and builds another family's schemas on its first load, as the parent centre did with home's and
 * step-up's entities for three fields.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', 'src');
/** Modules of the core: every first load has them (web/vite.config.ts puts them in app-core). */
const COMMON = new Set(['session', 'shell', 'shared']);

/** `<folder>/<family>` for each relative import of entities/ or endpoints/ in one file. */
function familyImports(file: string, source: string): string[] {
  const folder = file.split('/')[0];
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap(([, spec = '']) => {
    const target = spec.startsWith('../') ? spec.slice(3) : `${folder}/${spec.slice(2)}`;
    return /^(entities|endpoints)\//.test(target) ? [target] : [];
  });
}

/** The imports of one family's files that reach a family other than its own and are not common. */
function crossFamilyImports(files: { path: string; source: string }[]): string[] {
  return files.flatMap(({ path, source }) => {
    const family = (path.split('/')[1] ?? '').replace(/\.ts$/, '');
    return familyImports(path, source)
      .filter((target) => {
        const other = target.split('/')[1] ?? '';
        return other !== family && !COMMON.has(other);
      })
      .map((target) => `${path} → ${target}`);
  });
}

function familyFiles() {
  return ['entities', 'endpoints'].flatMap((folder) =>
    readdirSync(join(SRC, folder))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => ({
        path: `${folder}/${name}`,
        source: readFileSync(join(SRC, folder, name), 'utf8'),
      })),
  );
}

describe('contract families', () => {
  it('import no other family but the common modules', () => {
    const files = familyFiles();
    expect(files.length).toBeGreaterThan(15);
    expect(crossFamilyImports(files)).toEqual([]);
  });

  it('the check catches one family importing another, and lets its own and the common ones pass', () => {
    expect(
      crossFamilyImports([
        {
          path: 'entities/step-up.ts',
          source: "import { HOME_LIMITS } from './home';\nimport { A } from './shared';",
        },
        {
          path: 'endpoints/home.ts',
          source: "import { B } from '../entities/home';\nimport { C } from '../entities/session';",
        },
        { path: 'endpoints/parent-centre.ts', source: "import { D } from '../entities/home';" },
      ]),
    ).toEqual(['entities/step-up.ts → entities/home', 'endpoints/parent-centre.ts → entities/home']);
  });
});
