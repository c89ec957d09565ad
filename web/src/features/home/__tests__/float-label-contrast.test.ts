/**
 * The floating icon's label is text on a gradient (its fallback, always shown for the wonderful-activity icon,
 * whose answer carries no picture): axe cannot measure text on a gradient and lets it pass, so its contrast is
 * checked here, at both ends of the gradient, from the stylesheets themselves (WCAG 2 AA: 4.5:1 for its size).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..', '..');
const theme = readFileSync(join(SRC, 'app', 'theme.css'), 'utf8');
const blocks = readFileSync(join(SRC, 'features', 'home', 'components', 'blocks', 'blocks.css'), 'utf8');

/** A colour of the stylesheets: a hex value or a theme variable (with or without a fallback value). */
function resolve(value: string): string {
  const v = value.trim();
  const token = /^var\((--[\w-]+)(?:,[^)]*)?\)$/.exec(v)?.[1];
  if (!token) return v;
  const found = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{6})`).exec(theme)?.[1];
  if (!found) throw new Error(`${token} is not a hex colour of theme.css`);
  return found;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The value a property ends with for `selector`: its last declaration in a rule that lists the selector. */
function cascaded(css: string, selector: string, property: string): string {
  let value = '';
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = (m[1] ?? '').split(',').map((x) => x.trim());
    if (!selectors.includes(selector)) continue;
    for (const d of (m[2] ?? '').matchAll(new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+);`, 'g')))
      value = d[1] ?? value;
  }
  return value;
}

describe("the floating icon's label", () => {
  it('keeps 4.5:1 over its whole gradient', () => {
    const color = resolve(cascaded(blocks, '.wp-home-float__fallback', 'color'));
    const background = cascaded(blocks, '.wp-home-float__fallback', 'background');
    const stops = /linear-gradient\(\s*[\d.]+deg,\s*(var\([^)]*\)|#\w+),\s*(var\([^)]*\)|#\w+)\s*\)/.exec(
      background,
    );
    expect(stops).not.toBeNull();
    for (const stop of [stops?.[1] ?? '', stops?.[2] ?? '']) {
      expect(contrast(color, resolve(stop)), `${color} on ${stop}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the measure is WCAG’s: black on white 21:1, the old orange end 3.2:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#a83b00', '#ffa04d')).toBeLessThan(4.5);
  });
});
