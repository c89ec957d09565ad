// @vitest-environment node
/**
 * The production build against web/bundle-budgets.json: every route with a screen stays inside its
 * first-load budget (JS and CSS gzip, requests) and its screen chunk inside the per-route chunk budget.
 * The test builds the app itself (a few seconds with Vite 8), so it needs no earlier step.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseBuild, kb, screenModules } from '../../../scripts/bundle-analysis.mjs';
import { ROUTES } from '../../lib/routes';
import { SCREENS } from '../screens';

const WEB = join(__dirname, '..', '..', '..');
const SCREENS_SOURCE = readFileSync(join(WEB, 'src', 'app', 'screens.ts'), 'utf8');

interface Budget {
  initialJsKb: number;
  initialCssKb: number;
  requests: number;
  chunkJsKb: number;
}
const BUDGETS = JSON.parse(readFileSync(join(WEB, 'bundle-budgets.json'), 'utf8')) as {
  default: Budget;
  routes: Record<string, Partial<Budget>>;
};
const budgetOf = (path: string): Budget => ({ ...BUDGETS.default, ...BUDGETS.routes[path] });

let outDir = '';
let analysis: ReturnType<typeof analyseBuild>;
/** Per output file, the modules that left code in it. */
const modulesOf = new Map<string, string[]>();

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'wp-budget-'));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      root: WEB,
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
    for (const output of Array.isArray(result) ? result : [result]) {
      if (!('output' in output)) continue;
      for (const item of output.output) {
        if (item.type !== 'chunk') continue;
        const rendered = Object.entries(item.modules).filter(([, m]) => m.renderedLength > 0);
        modulesOf.set(
          item.fileName,
          rendered.map(([id]) => id.split('\\').join('/')),
        );
      }
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  analysis = analyseBuild(outDir, SCREENS_SOURCE);
}, 240_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('bundle budgets (web/bundle-budgets.json)', () => {
  it('finds every route with a screen in the screen map source', () => {
    expect(screenModules(SCREENS_SOURCE).map((r) => r.path)).toEqual(Object.keys(SCREENS));
  });

  it('keeps every route inside its first-load and chunk budgets', () => {
    const over: string[] = [];
    for (const route of analysis.routes) {
      const b = budgetOf(route.path);
      const check = (what: string, value: number, limit: number) => {
        if (value > limit) over.push(`${route.path} ${what} ${value} > ${limit}`);
      };
      check('initial JS kB', kb(route.initial.js), b.initialJsKb);
      check('initial CSS kB', kb(route.initial.css), b.initialCssKb);
      check('requests', route.initial.requests, b.requests);
      check(`chunk ${route.chunk} kB`, kb(route.chunkJs), b.chunkJsKb);
    }
    expect(over).toEqual([]);
  });

  it('budgets only routes that exist', () => {
    for (const path of Object.keys(BUDGETS.routes))
      expect(
        ROUTES.some((r) => r.path === path),
        path,
      ).toBe(true);
  });
});

describe('what the production bundle carries (contracts/README.md, "In the app\'s bundle")', () => {
  const entryModules = () =>
    analysis.entry.files.filter((f) => f.endsWith('.js')).flatMap((f) => modulesOf.get(f) ?? []);

  it('has the module lists of the build', () => {
    expect(entryModules().some((id) => id.includes('/contracts/src/client/client.ts'))).toBe(true);
  });

  it('carries the route table but no screen: features load with their route', () => {
    expect(entryModules().some((id) => id.endsWith('/web/src/lib/routes.ts'))).toBe(true);
    expect(entryModules().filter((id) => id.includes('/web/src/features/'))).toEqual([]);
  });

  it('carries zod/mini; no chunk of the build has classic zod', () => {
    expect(entryModules().some((id) => id.includes('/zod/v4/mini/'))).toBe(true);
    const classic = [...modulesOf.values()].flat().filter((id) => /\/zod\/v4\/classic\//.test(id));
    expect(classic).toEqual([]);
  });

  it("carries the startup's endpoints only (session, share, shell, and the shared upgrade config): no other domain, no registry of every endpoint", () => {
    const endpointFiles = entryModules()
      .filter((id) => id.includes('/contracts/src/endpoints/'))
      .map((id) => id.slice(id.indexOf('/contracts/src/') + 1));
    expect(endpointFiles.sort()).toEqual([
      'contracts/src/endpoints/session.ts',
      'contracts/src/endpoints/share.ts',
      // The upgrade configuration alone (the home and the parent centre read the invite config from it).
      'contracts/src/endpoints/shared.ts',
      'contracts/src/endpoints/shell.ts',
    ]);
  });
});
