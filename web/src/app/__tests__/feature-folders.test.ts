/**
 * Every feature folder has the same shape (web/README.md, "Adding a screen"), so a newcomer finds a
 * screen's calls, views, containers, rules and texts in the same place in every feature: exactly these
 * entries, each present, nothing loose beside them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = join(__dirname, '..', '..', 'features');

/** Each slot of the shape: the names it may take (a file or a folder of the same role). */
const SHAPE: Readonly<Record<string, readonly string[]>> = {
  api: ['api/'],
  components: ['components/'],
  containers: ['containers/'],
  rules: ['rules/'],
  texts: ['texts.ts', 'texts/'],
  screens: ['screens.ts', 'screens/'],
  index: ['index.ts'],
  readme: ['README.md'],
  tests: ['__tests__/'],
};

/** The folder's entries, folders marked with a trailing '/'. */
function entriesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
    .sort();
}

/** What is wrong with one feature folder's entries: a slot missing or filled twice, an entry of no slot. */
function shapeProblems(entries: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [slot, names] of Object.entries(SHAPE)) {
    const present = names.filter((n) => entries.includes(n));
    if (present.length === 0) problems.push(`no ${slot} (${names.join(' or ')})`);
    if (present.length > 1) problems.push(`${slot} twice (${present.join(', ')})`);
  }
  const allowed = new Set(Object.values(SHAPE).flat());
  for (const e of entries) if (!allowed.has(e)) problems.push(`${e} belongs in one of the slots`);
  return problems;
}

describe('feature folders', () => {
  const features = readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory());

  it('exist', () => {
    expect(features.length).toBeGreaterThanOrEqual(8);
  });

  it.each(features.map((f) => f.name))('%s has the shape of every feature', (name) => {
    expect(shapeProblems(entriesOf(join(FEATURES, name)))).toEqual([]);
  });

  it('catch a missing slot, a slot filled twice and a loose file', () => {
    expect(
      shapeProblems([
        '__tests__/',
        'api/',
        'components/',
        'containers/',
        'hooks/',
        'index.ts',
        'screens.ts',
        'screens/',
        'texts.ts',
        'validation.ts',
      ]),
    ).toEqual([
      'no rules (rules/)',
      'screens twice (screens.ts, screens/)',
      'no readme (README.md)',
      'hooks/ belongs in one of the slots',
      'validation.ts belongs in one of the slots',
    ]);
  });
});
