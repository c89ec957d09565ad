/**
 * The stylesheet rules (test/styles.ts) over every stylesheet of web/src, plus the checker on small
 * examples, so a broken checker cannot pass silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesOf, findStyleViolations, ownerOf, type StyleSheet } from '../../test/styles';

const REPO = join(__dirname, '..', '..', '..', '..');

function stylesheets(): StyleSheet[] {
  const dir = join(REPO, 'web', 'src');
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.css'))
    .map((e) => {
      const abs = join(e.parentPath, e.name);
      return { path: relative(REPO, abs).split('\\').join('/'), source: readFileSync(abs, 'utf8') };
    });
}

describe('stylesheets', () => {
  it('every stylesheet of web/src has an owner, its prefix, and classes no other sheet styles', () => {
    const sheets = stylesheets();
    expect(sheets.length).toBeGreaterThan(15);
    expect(findStyleViolations(sheets)).toEqual([]);
  });

  it('reads the classes of selectors only: not of comments, strings, declarations or at-rule preludes', () => {
    const css = [
      '/* .wp-x-commented { } */',
      '@media (min-width: 1.5rem) { .wp-x-a:not(.wp-x-b) > .wp-x-c::after { content: ".wp-x-string"; } }',
      '.wp-x-d, .wp-x-e.is-f { margin: 0.5rem; background: url("a.b.png"); }',
      '@keyframes wp-x-spin { from { opacity: 0.5; } to { opacity: 1; } }',
    ].join('\n');
    expect(classesOf(css)).toEqual(['wp-x-a', 'wp-x-b', 'wp-x-c', 'wp-x-d', 'wp-x-e', 'is-f']);
  });

  it('finds the owner of a stylesheet by its most specific folder', () => {
    expect(ownerOf('web/src/app/shell/NavBar.css')).toBe('web/src/app/shell');
    expect(ownerOf('web/src/app/RouteError.css')).toBe('web/src/app');
    expect(ownerOf('web/src/app/theme.css')).toBe('web/src/app/theme.css');
    expect(ownerOf('web/src/features/home/components/blocks/blocks.css')).toBe('web/src/features/home');
    expect(ownerOf('web/src/lib/other.css')).toBeNull();
  });

  it('catches a missing prefix, another owner’s class, antd outside the theme, a class styled twice', () => {
    const v = findStyleViolations([
      { path: 'web/src/features/home/components/home.css', source: '.wp-home-card { } .wp-block-status { }' },
      { path: 'web/src/features/home/components/more.css', source: '.wp-home-card, .wp-homecard { }' },
      { path: 'web/src/features/login/components/login.css', source: '.wp-login .adm-button { }' },
      { path: 'web/src/app/theme.css', source: '.adm-button.adm-button { } .wp-theme-wrap .adm-x { }' },
      { path: 'web/src/lib/x.css', source: '.wp-x { }' },
      { path: 'web/src/platform/debug/a.css', source: '@keyframes spin { } .wp-debug__row { }' },
    ]);
    expect(v.map((x) => [x.file.split('/').pop(), x.name, x.rule.split(' ').slice(0, 4).join(' ')])).toEqual([
      ['home.css', 'wp-block-status', 'a class without its'],
      ['more.css', 'wp-home-card', 'a class web/src/features/home/components/home.css styles'],
      ['more.css', 'wp-homecard', 'a class without its'],
      ['login.css', 'adm-button', 'antd-mobile is restyled only'],
      ['x.css', '', 'a stylesheet outside every'],
      ['a.css', 'spin', "keyframes without its owner's"],
    ]);
  });
});
