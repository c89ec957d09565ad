/**
 * `pnpm --filter @wonder/stories storybook [-- --port N]`: Storybook's dev server on the port asked for —
 * `--port N` (or `-p N`, `--port=N`), else the STORYBOOK_PORT environment variable, else 6006 — with every
 * other argument passed on to `storybook dev` (its --help lists them). A second Storybook, or another tool
 * already on 6006, no longer needs an edit of package.json.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PORT = 6006;

/** `storybook dev`'s arguments for this command line and environment: the port first, the rest as given. */
export function devArgs(argv, env = {}) {
  const rest = [];
  let port = env.STORYBOOK_PORT || String(DEFAULT_PORT);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') continue;
    const inline = /^--port=(.+)$/.exec(a);
    if (inline) port = inline[1];
    else if (a === '--port' || a === '-p') port = argv[++i] ?? port;
    else rest.push(a);
  }
  if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535)
    throw new Error(
      `Storybook port must be a number from 1 to 65535, not '${port}' (--port or STORYBOOK_PORT)`,
    );
  return ['dev', '-p', port, ...rest];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let args;
  try {
    args = devArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const bin = createRequire(import.meta.url)
    .resolve('storybook/package.json')
    .replace(/package\.json$/, 'dist/bin/dispatcher.js');
  const child = spawn(process.execPath, [bin, ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
