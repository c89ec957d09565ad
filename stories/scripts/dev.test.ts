/** `pnpm storybook` takes a port (issue 39): --port / -p / --port=, else STORYBOOK_PORT, else 6006. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, devArgs } from './dev.mjs';

describe('storybook dev port', () => {
  it('is 6006 unless asked otherwise, and passes the other arguments on', () => {
    expect(devArgs([], {})).toEqual(['dev', '-p', String(DEFAULT_PORT)]);
    expect(devArgs(['--', '--no-open'], {})).toEqual(['dev', '-p', '6006', '--no-open']);
  });

  it('takes --port, -p, --port= and STORYBOOK_PORT, the command line first', () => {
    expect(devArgs(['--port', '7007'], {})).toEqual(['dev', '-p', '7007']);
    expect(devArgs(['-p', '7008', '--ci'], {})).toEqual(['dev', '-p', '7008', '--ci']);
    expect(devArgs(['--port=7009'], {})).toEqual(['dev', '-p', '7009']);
    expect(devArgs([], { STORYBOOK_PORT: '7010' })).toEqual(['dev', '-p', '7010']);
    expect(devArgs(['--port', '7011'], { STORYBOOK_PORT: '7010' })).toEqual(['dev', '-p', '7011']);
  });

  it('refuses a port that is not one', () => {
    expect(() => devArgs(['--port', 'abc'], {})).toThrow(/must be a number/);
    expect(() => devArgs([], { STORYBOOK_PORT: '70000' })).toThrow(/must be a number/);
  });

  it('is what `pnpm storybook` runs', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.scripts.storybook).toBe('node scripts/dev.mjs');
  });
});
