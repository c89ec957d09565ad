/**
 * The import boundaries (test/boundaries.ts) over the real sources of web/src and stories/, plus the
 * checker itself on small examples, so a broken checker cannot pass silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findClientCalls, findViolations, type SourceFile } from '../../test/boundaries';

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

  it('hold for the client: no screen calls it but through query and mutation options', () => {
    expect(findClientCalls(sources('web/src'))).toEqual([]);
  });

  it('catch a container calling the client or a helper with it; the bridge and factories pass', () => {
    const v = findClientCalls([
      {
        path: 'web/src/features/home/containers/HomePage.tsx',
        source: [
          'await api.call(homeEndpoints.listenOnlineCourse, { body });',
          "await getNative().call('LiveCourse', {});",
          'const check = await identityCheck(api);',
          'const q = useQuery(bannersQuery(api, audience));',
          'const m = useMutation(listenCheckMutation(api));',
        ].join('\n'),
      },
      { path: 'web/src/features/home/components/Card.tsx', source: 'useApi().request(x);' },
      { path: 'web/src/app/shell/ShellLayout.tsx', source: 'void client.call(shellEndpoints.tabConfig);' },
      // api/ folders and lib's call helpers are where calls live.
      { path: 'web/src/features/home/api/queries.ts', source: 'api.call(homeEndpoints.x);' },
      { path: 'web/src/lib/endpoint-query.ts', source: 'api.call(endpoint, input);' },
    ]);
    expect(v.map((x) => `${x.file}: ${x.rule}`)).toEqual([
      'web/src/features/home/containers/HomePage.tsx: a screen calls the client directly',
      'web/src/features/home/containers/HomePage.tsx: a screen calls a helper with the client',
      'web/src/features/home/components/Card.tsx: a screen calls the client directly',
      'web/src/app/shell/ShellLayout.tsx: a screen calls the client directly',
    ]);
  });

  it('catch a feature importing another feature', () => {
    const v = findViolations([
      { path: 'web/src/features/home/components/A.tsx', source: "import { x } from '../../login';" },
    ]);
    expect(v.map((x) => x.rule)).toEqual(['a feature imports another feature']);
  });

  it('catch a deep import from outside a feature; the screens module is for the screen map alone', () => {
    const v = findViolations([
      {
        path: 'stories/src/home/Banner.stories.tsx',
        source: [
          "import { Banner } from '@wonder/web/src/features/home/components/Banner';",
          "import { HomePage } from '@wonder/web/src/features/home';",
        ].join('\n'),
      },
      {
        path: 'web/src/app/screens.ts',
        source: "const s = () => import('../features/home/containers/Home');",
      },
      { path: 'web/src/app/screens.ts', source: "const s = () => import('../features/home');" },
      { path: 'web/src/app/screens.ts', source: "const s = () => import('../features/home/screens');" },
      {
        path: 'web/src/app/screens.ts',
        source: "const s = () => import('../features/login/screens/login');",
      },
      { path: 'web/src/app/router.tsx', source: "const s = () => import('../features/home/screens');" },
      {
        path: 'stories/src/App.tsx',
        source: "import { HomePage } from '@wonder/web/src/features/home/screens';",
      },
    ]);
    expect(v.map((x) => `${x.file} ${x.specifier}`)).toEqual([
      'stories/src/home/Banner.stories.tsx @wonder/web/src/features/home/components/Banner',
      'web/src/app/screens.ts ../features/home/containers/Home',
      'web/src/app/screens.ts ../features/home',
      'web/src/app/router.tsx ../features/home/screens',
      'stories/src/App.tsx @wonder/web/src/features/home/screens',
    ]);
  });

  it('catch a feature reaching into app/, and a layer importing a layer above it', () => {
    const v = findViolations([
      {
        path: 'web/src/features/home/api/queries.ts',
        source: "import { a } from '../../../lib/routes';\nimport { b } from '../../../app/shell/api';",
      },
      { path: 'web/src/lib/errors.ts', source: "import { c } from '../app/screens';" },
      {
        path: 'web/src/lib/ok.ts',
        source: "import { c } from '../platform/env';\nimport { t } from '../texts';",
      },
      { path: 'web/src/platform/x.ts', source: "export { d } from '../features/login';" },
      { path: 'web/src/platform/debug/Host.tsx', source: "import { e } from '../../lib/user-store';" },
      { path: 'web/src/platform/y.ts', source: "import { t } from '../texts';" },
      { path: 'web/src/texts/app.ts', source: "import { f } from '../platform/env';" },
      { path: 'web/src/platform/__tests__/y.test.ts', source: "import { g } from '../../test/support';" },
      { path: 'web/src/lib/client.ts', source: "import { h } from '../domain/audience';" },
      {
        path: 'web/src/domain/redirect.ts',
        source: "import { i } from '../lib/routes';\nimport { j } from './external-config';",
      },
      { path: 'web/src/domain/invite.ts', source: "import { k } from '../features/home';" },
    ]);
    expect(v.map((x) => [x.file, x.specifier])).toEqual([
      ['web/src/features/home/api/queries.ts', '../../../app/shell/api'],
      ['web/src/lib/errors.ts', '../app/screens'],
      ['web/src/platform/x.ts', '../features/login'],
      ['web/src/platform/debug/Host.tsx', '../../lib/user-store'],
      ['web/src/texts/app.ts', '../platform/env'],
      ['web/src/lib/client.ts', '../domain/audience'],
      ['web/src/domain/invite.ts', '../features/home'],
    ]);
  });

  it("catch react-router's navigation outside lib/navigation", () => {
    const v = findViolations([
      {
        path: 'web/src/features/home/containers/A.tsx',
        source: "import { Navigate, useLocation, useNavigate } from 'react-router-dom';",
      },
      { path: 'web/src/app/B.tsx', source: "import { Link } from 'react-router';" },
      {
        path: 'web/src/lib/navigation.tsx',
        source: "import { Navigate, useNavigate } from 'react-router-dom';",
      },
      { path: 'web/src/app/__tests__/c.test.tsx', source: "import { useNavigate } from 'react-router-dom';" },
    ]);
    expect(v.map((x) => [x.file, x.rule.split(' ')[0]])).toEqual([
      ['web/src/features/home/containers/A.tsx', 'Navigate'],
      ['web/src/features/home/containers/A.tsx', 'useNavigate'],
      ['web/src/app/B.tsx', 'Link'],
    ]);
  });

  it('catch the endpoint aggregates of @wonder/contracts outside the features still allowed them', () => {
    const v = findViolations([
      {
        path: 'web/src/app/startup.ts',
        source: "import { endpoints, sessionEndpoints } from '@wonder/contracts';",
      },
      {
        path: 'web/src/lib/x.ts',
        source: "import {\n  type AnyEndpoint,\n  ALL_ENDPOINTS as all,\n} from '@wonder/contracts';",
      },
      { path: 'web/src/platform/y.ts', source: "import * as contracts from '@wonder/contracts';" },
      {
        path: 'web/src/features/login/api/z.ts',
        source: "export { ENDPOINTS_BY_ID } from '@wonder/contracts';",
      },
      { path: 'web/src/app/lazy.ts', source: "const c = () => import('@wonder/contracts');" },
      // Allowed: type-only, a domain, another entry, code outside web/src.
      { path: 'web/src/app/types.ts', source: "import type { endpoints } from '@wonder/contracts';" },
      {
        path: 'web/src/app/t.ts',
        source: "import { type endpoints, homeEndpoints } from '@wonder/contracts';",
      },
      { path: 'web/src/lib/c.ts', source: "import { createClient } from '@wonder/contracts/client';" },
      { path: 'stories/.storybook/c.tsx', source: "import { ALL_ENDPOINTS } from '@wonder/contracts';" },
      {
        path: 'web/src/lib/__tests__/t.test.ts',
        source: "import { ALL_ENDPOINTS } from '@wonder/contracts';",
      },
    ]);
    expect(v.map((x) => [x.file, x.rule])).toEqual([
      [
        'web/src/app/startup.ts',
        "endpoints imported from @wonder/contracts (import a domain's endpoints instead)",
      ],
      [
        'web/src/lib/x.ts',
        "ALL_ENDPOINTS imported from @wonder/contracts (import a domain's endpoints instead)",
      ],
      ['web/src/platform/y.ts', '@wonder/contracts imported as a namespace (import a domain instead)'],
      [
        'web/src/features/login/api/z.ts',
        "ENDPOINTS_BY_ID imported from @wonder/contracts (import a domain's endpoints instead)",
      ],
      ['web/src/app/lazy.ts', '@wonder/contracts imported as a namespace (import a domain instead)'],
    ]);
  });

  it('catch classic zod in web/src', () => {
    const v = findViolations([
      { path: 'web/src/lib/a.ts', source: "import { z } from 'zod';" },
      { path: 'web/src/lib/b.ts', source: "import * as z from 'zod/v4';" },
      { path: 'web/src/features/home/c.ts', source: "import 'zod/v4/classic';" },
      {
        path: 'web/src/lib/ok.ts',
        source: "import * as z from 'zod/mini';\nimport type { core } from 'zod/v4/core';",
      },
      { path: 'web/src/lib/t.ts', source: "import type { z } from 'zod';" },
    ]);
    expect(v.map((x) => [x.file, x.specifier])).toEqual([
      ['web/src/lib/a.ts', 'zod'],
      ['web/src/lib/b.ts', 'zod/v4'],
      ['web/src/features/home/c.ts', 'zod/v4/classic'],
    ]);
  });
});
