/**
 * contracts/README.md "Endpoints the app does not call" lists exactly the endpoints web/src never calls
 * (issue 25: each uncalled endpoint is called where the spec says, or listed with its reason). "Called" is
 * read from the sources: an endpoint's key after a dot (`stepUpEndpoints.admin`, `SU.info`) anywhere in
 * web/src outside its tests and the error table (which names endpoint ids, not calls). A key that also names
 * something else (`.logout`) counts as called, so the check may miss an uncalled endpoint, never invent one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/repo';

function webSources(): string {
  const dir = join(ROOT, 'web', 'src');
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (e) =>
        e.isFile() &&
        /\.tsx?$/.test(e.name) &&
        !/\.test\.tsx?$/.test(e.name) &&
        e.name !== 'error-policy.ts' &&
        !e.parentPath.includes('__tests__'),
    )
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

function uncalledIds(source: string): string[] {
  return Object.values(endpoints)
    .flatMap((domain) => Object.entries(domain as Record<string, { id: string }>))
    .filter(([key]) => !new RegExp(`\\.${key}\\b`).test(source))
    .map(([, e]) => e.id)
    .sort();
}

function listedIds(readme: string): string[] {
  const start = readme.indexOf('## Endpoints the app does not call');
  const end = readme.indexOf('\n## ', start + 1);
  const rows = readme
    .slice(start, end)
    .split('\n')
    .filter((l) => l.startsWith('| `'));
  return rows
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([\w.]+)`/g)].map((m) => m[1] ?? ''))
    .sort();
}

describe('endpoints the app does not call', () => {
  it('are exactly the ones contracts/README.md lists with a reason', () => {
    const readme = readFileSync(join(ROOT, 'contracts', 'README.md'), 'utf8');
    const listed = listedIds(readme);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(uncalledIds(webSources()));
  });

  it('reads a call from its key after a dot, and only that', () => {
    const all = uncalledIds('');
    expect(all.length).toBe(Object.values(endpoints).flatMap((d) => Object.keys(d)).length);
    expect(uncalledIds('api.call(stepUpEndpoints.checkTag)')).not.toContain('ems.checkTag');
    expect(uncalledIds('const checkTagged = 1;')).toContain('ems.checkTag');
  });
});
