/**
 * The text catalogue: every user-facing string is written once (app-wide texts in src/texts, a feature's
 * in features/<x>/texts.ts or features/<x>/texts/*.ts, the debug console's in platform/debug/texts.ts). A second use of the same
 * words references the first, so changing a text is one edit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');

function catalogueFiles(): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(SRC, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    const rel = relative(SRC, abs).split('\\').join('/');
    if (/(^|\/)texts(\.ts|\/[^/]+\.ts)$/.test(rel)) out.push(abs);
  }
  return out;
}

/** String values written in a catalogue source: `key: '…'` and `const X = '…'`. */
function literalValues(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const values: string[] = [];
  for (const m of withoutComments.matchAll(/[:=]\s*'((?:[^'\\]|\\.)*)'/g)) if (m[1]) values.push(m[1]);
  return values;
}

describe('the text catalogue', () => {
  it('finds the catalogue files', () => {
    const rel = catalogueFiles().map((f) => relative(SRC, f).split('\\').join('/'));
    expect(rel).toEqual(
      expect.arrayContaining([
        'texts/app.ts',
        'texts/titles.ts',
        'features/login/texts.ts',
        'features/home/texts/extras.ts',
      ]),
    );
  });

  it('writes no string twice', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const file of catalogueFiles()) {
      for (const value of literalValues(readFileSync(file, 'utf8'))) {
        const where = relative(SRC, file);
        const first = seen.get(value);
        if (first) duplicates.push(`'${value}' in ${first} and ${where}`);
        else seen.set(value, where);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('reads values and skips comments', () => {
    expect(
      literalValues("/** x: 'a' */\nconst Y = '丙';\nconst t = { a: '甲', b: `c`, c: '乙' }; // d: 'z'"),
    ).toEqual(['丙', '甲', '乙']);
  });
});
