import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFingerprint } from './fingerprint.mjs';

/** A build folder with a preview bundle, the story index, a picture and the manager's page. */
function build(bundle: string, manager = '<html>manager</html>'): string {
  const dir = mkdtempSync(join(tmpdir(), 'wp-fingerprint-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '__mock', 'img'), { recursive: true });
  writeFileSync(join(dir, 'iframe.html'), '<script src="assets/preview.js"></script>');
  writeFileSync(join(dir, 'assets', 'preview.js'), bundle);
  writeFileSync(join(dir, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(join(dir, '__mock', 'img', 'banner-1.svg'), '<svg/>');
  writeFileSync(join(dir, 'index.html'), manager);
  return dir;
}

describe('the fingerprint of a build', () => {
  const code = [join(build('capture code'), 'assets', 'preview.js')];

  it('is the same for two builds of the same tree, whatever the page around the preview', () => {
    expect(buildFingerprint(build('a'), code)).toBe(buildFingerprint(build('a', '<html>other</html>'), code));
  });

  it('changes with what a capture shows: a bundle, a picture, the capture code', () => {
    const first = buildFingerprint(build('a'), code);
    expect(buildFingerprint(build('b'), code)).not.toBe(first);
    const picture = build('a');
    writeFileSync(join(picture, '__mock', 'img', 'banner-1.svg'), '<svg width="2"/>');
    expect(buildFingerprint(picture, code)).not.toBe(first);
    expect(buildFingerprint(build('a'), [join(build('other code'), 'assets', 'preview.js')])).not.toBe(first);
  });
});
