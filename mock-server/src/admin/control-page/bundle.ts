/**
 * Bundles page.ts (and the admin client it imports) for the browser with esbuild, once per process and
 * only when the page is first asked for: the CLI and the tests that never open the page pay nothing.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Under the admin prefix. */
export const CONTROL_PAGE_SCRIPT_PATH = '/control-page.js';

const ENTRY = fileURLToPath(new URL('./page.ts', import.meta.url));

let bundled: Promise<string> | undefined;

export function controlPageScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    // Readable in the browser's devtools; the whole script is a few kB.
    minify: false,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => {
    const [file] = result.outputFiles;
    if (!file) throw new Error('esbuild produced no control page script');
    return file.text;
  });
  // A failed build is not cached: the next request tries again (e.g. after fixing page.ts under --watch).
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
}
