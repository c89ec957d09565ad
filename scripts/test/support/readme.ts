/**
 * The commands the READMEs tell a user to run: every line of a ```sh block (comments dropped, `\` lines
 * joined) and every inline `pnpm …` / `npm …` / `node scripts/…` span. checkCommand() says whether a command
 * can work as written without running it: the files, packages, scripts, binaries and vitest projects it names
 * exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GENERATED_DIRS, ROOT } from './repo';

export interface DocCommand {
  /** README path relative to the repo root. */
  readme: string;
  line: string;
  /** From a ```sh block (a command to type as is), rather than an inline span in the prose. */
  fenced: boolean;
}

export function readmes(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (GENERATED_DIRS.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return readmes(path);
    return e.name === 'README.md' ? [path] : [];
  });
}

export function commandsOf(markdown: string, readme: string): DocCommand[] {
  const commands: DocCommand[] = [];
  let fence: string | null = null;
  let pending = '';
  for (const raw of markdown.split('\n')) {
    const opening = /^```(\w*)/.exec(raw);
    if (opening) {
      fence = fence === null ? (opening[1] ?? '') : null;
      continue;
    }
    if (fence === null) {
      for (const m of raw.matchAll(/`((?:pnpm|npm) [^`]+|node scripts\/[^`]+)`/g))
        if (m[1]) commands.push({ readme, line: m[1].trim(), fenced: false });
      continue;
    }
    if (!['sh', 'bash', 'shell'].includes(fence)) continue;
    const line = raw.replace(/^\s*#.*$/, '').replace(/\s+#\s.*$/, '');
    if (line.trimEnd().endsWith('\\')) {
      pending += `${line.trimEnd().slice(0, -1)} `;
      continue;
    }
    const full = (pending + line).trim().replace(/\s+/g, ' ');
    pending = '';
    if (full) commands.push({ readme, line: full, fenced: true });
  }
  return commands;
}

export function allCommands(): DocCommand[] {
  return readmes().flatMap((file) => commandsOf(readFileSync(file, 'utf8'), relative(ROOT, file)));
}

interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** Workspace packages by name → folder (pnpm-workspace.yaml's `packages:` list). */
export function workspacePackages(): Map<string, string> {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+-\s+.+\n)+)/m.exec(yaml)?.[1] ?? '';
  const dirs = [...block.matchAll(/-\s+"?([^"\n]+)"?/g)].map((m) => join(ROOT, (m[1] ?? '').trim()));
  return new Map([ROOT, ...dirs].map((d) => [manifest(d).name ?? d, d]));
}

/** vitest project names of the root config: each listed folder's config `name`. */
function vitestProjects(): string[] {
  const root = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
  const list = /projects:\s*\[([^\]]*)\]/.exec(root)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].flatMap((m) => {
    const config = readFileSync(join(ROOT, m[1] ?? '', 'vitest.config.ts'), 'utf8');
    const name = /name:\s*'([^']+)'/.exec(config)?.[1];
    return name ? [name] : [];
  });
}

const PNPM_BUILTINS_OK = new Set(['install', 'i']);
const hasBin = (dir: string, bin: string) =>
  existsSync(join(dir, 'node_modules', '.bin', bin)) || existsSync(join(ROOT, 'node_modules', '.bin', bin));

/** Why a command cannot work as written, or null. */
export function checkCommand(line: string): string | null {
  let cwd = ROOT;
  for (const segment of line.split('&&')) {
    const words = segment
      .trim()
      .replace(/^(\w+=\S*\s+)+/, '')
      .split(' ');
    let [first, ...rest] = words;
    if (first === 'cd') {
      cwd = join(cwd, rest[0] ?? '');
      if (!existsSync(join(cwd, 'package.json'))) return `cd ${rest[0]}: no package there`;
      continue;
    }
    if (first === 'curl') continue; // talks to a running simulator: nothing to check here
    if (first === 'npx') {
      // `npx -y -p <package>@<version> <bin> …`: a tool the workspace pins, at the version it pins.
      const at = rest.indexOf('-p');
      const spec = at >= 0 ? (rest[at + 1] ?? '') : '';
      const m = /^(@?[^@]+)@(\S+)$/.exec(spec);
      if (!m) return `npx: name the package and its version with -p <package>@<version>`;
      const [, name = '', version = ''] = m;
      const pinned = [...workspacePackages().values()].some((dir) => {
        const deps = { ...manifest(dir).dependencies, ...manifest(dir).devDependencies };
        return deps[name] === version;
      });
      if (!pinned) return `npx: ${name}@${version} is not a version the workspace pins`;
      continue;
    }
    if (first === 'node' && rest[0] === 'scripts/pnpm.mjs') {
      if (cwd !== ROOT) return 'scripts/pnpm.mjs runs from the repo root';
      [first, ...rest] = ['pnpm', ...rest.slice(1)];
    }
    if (first === 'node') {
      const file = rest.find((w) => !w.startsWith('-'));
      if (!file || !existsSync(join(cwd, file)))
        return `node: no file ${file} (from ${relative(ROOT, cwd) || '.'})`;
      continue;
    }
    if (first === 'npm') {
      const [cmd, script] = rest;
      const scripts = manifest(cwd).scripts ?? {};
      if (cmd === 'start' || cmd === 'test') {
        if (!scripts[cmd]) return `npm ${cmd}: no "${cmd}" script`;
      } else if (cmd === 'run') {
        if (!script || !scripts[script]) return `npm run: no "${script}" script`;
      } else if (!(cmd === 'i' || cmd === 'install')) return `npm ${cmd}: not checked here`;
      continue;
    }
    if (first === 'pnpm') {
      let dir = cwd;
      const args = [...rest];
      while (args[0]?.startsWith('-')) {
        const flag = args.shift();
        if (flag === '--filter' || flag === '-F') {
          const name = args.shift() ?? '';
          const found = workspacePackages().get(name);
          if (!found) return `pnpm --filter ${name}: no such workspace package`;
          dir = found;
        } else if (flag === '-y' || flag === '--') {
          // harmless
        } else return `pnpm ${flag}: not checked here`;
      }
      const [cmd = '', ...tail] = args;
      if (cmd === '' || PNPM_BUILTINS_OK.has(cmd)) continue;
      if (cmd === 'exec') {
        const bin = tail[0] ?? '';
        if (!hasBin(dir, bin)) return `pnpm exec ${bin}: no such binary in ${relative(ROOT, dir) || '.'}`;
        const project = tail[tail.indexOf('--project') + 1];
        if (bin === 'vitest' && tail.includes('--project') && !vitestProjects().includes(project ?? ''))
          return `vitest --project ${project}: no such project (${vitestProjects().join(', ')})`;
        continue;
      }
      const script = cmd === 'run' ? tail[0] : cmd;
      if (!script || !manifest(dir).scripts?.[script])
        return `pnpm ${cmd}: no "${script}" script in ${relative(ROOT, join(dir, 'package.json'))}`;
      continue;
    }
    return `${first}: not checked here (teach scripts/test/support/readme.ts about it)`;
  }
  return null;
}
