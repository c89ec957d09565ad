/**
 * Scenarios as files (`--scenarios-dir`): one scenario per YAML or JSON file, in the built-in catalogue's
 * shape (ScenarioFileSchema of @wonder/contracts/admin), read at start and again whenever the directory
 * changes (fs.watch, debounced), without a restart. Each file is checked against the contracts: its shape, a
 * known persona, each override's endpoint, code (one its host answers) and data (what the endpoint's schema
 * accepts), what it extends. A file that fails is refused with its name, the path inside it, the line and the
 * reason; its last good version keeps serving, and the control page shows the problem. The control page also
 * saves a session's scenarios and ad-hoc faults as a new file here (`save`).
 */
import { type FSWatcher, watch } from 'node:fs';
import { mkdir, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '@wonder/contracts';
import { type ScenarioFile, ScenarioFileSchema } from '@wonder/contracts/admin';
import { PERSONA_IDS, type PersonaId } from '@wonder/fixtures';
import { LineCounter, parseDocument, stringify } from 'yaml';
import { SESSION_CAPS } from '../world/caps';
import { checkOverride } from './check-override';
import { parentsOf, type ScenarioEngine, UnknownScenarioError } from './engine';
import { SCENARIO_SCHEMA_FILE, scenarioFileJsonSchemaText } from './file-schema';
import { readScenarioFile } from './read-file';
import type { Scenario, ScenarioOverride } from './types';

/** Where `mock-server` reads scenario files unless told otherwise (--scenarios-dir). */
export const DEFAULT_SCENARIOS_DIR = fileURLToPath(new URL('../../scenarios', import.meta.url));
const EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
/** Editors save in bursts (temporary file, rename, chmod): one reload after they settle. */
const DEBOUNCE_MS = 150;

export interface FileProblem {
  path: string;
  /** 1-based; a problem of the whole file (unreadable, too large, not YAML) is at line 1. */
  line: number;
  message: string;
}

/** A version of a file that passed its own checks, with the lines the catalogue checks point at. */
interface Version {
  scenario: Scenario;
  loadedAt: number;
  lines: { id: number; extends: number };
}

interface FileState {
  /** The version now served (the last good one). */
  good: Version | null;
  /** A new version that passed its own checks, not yet served: the catalogue check decides (serve()). */
  candidate: Version | null;
  problems: FileProblem[];
}

const wholeFile = (message: string): FileProblem => ({ path: '', line: 1, message });

export interface ScenarioFilesOptions {
  dir: string;
  engine: ScenarioEngine;
  /** The built-in catalogue; files add to it and may not reuse its ids. */
  builtIn: readonly Scenario[];
  endpoints: readonly AnyEndpoint[];
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const PERSONAS: ReadonlySet<string> = new Set(PERSONA_IDS);
/** yaml's own default, said out loud: an alias-expansion bomb is refused, never expanded. */
const MAX_ALIAS_COUNT = 100;

/** A parsed file: its value and, for YAML's position info, a way to find the line of a field path. */
function parse(text: string): {
  value: unknown;
  lineOf: (path: readonly (string | number)[]) => number;
  problems: FileProblem[];
} {
  const lines = new LineCounter();
  // YAML is a superset of JSON: one parser for both, with line numbers for either.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problems = doc.errors.map((e) => ({
    path: '',
    line: lines.linePos(e.pos[0]).line,
    message: e.message.split('\n')[0] ?? e.message,
  }));
  const lineOf = (path: readonly (string | number)[]) => {
    // The deepest node the path reaches (a missing field is reported at its parent, the file's at line 1).
    for (let n = path.length; n > 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number] } | undefined;
      if (node && typeof node === 'object' && node.range) return lines.linePos(node.range[0]).line;
    }
    return 1;
  };
  if (problems.length) return { value: undefined, lineOf, problems };
  // toJS expands aliases: the parser's limit (maxAliasCount, 100 by default) stops a billion-laughs file,
  // by throwing — a problem of this file, not of the simulator.
  try {
    return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), lineOf, problems };
  } catch (error) {
    return { value: undefined, lineOf, problems: [wholeFile((error as Error).message)] };
  }
}

const pathText = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The scenario a checked file describes. */
function scenarioOf(file: string, f: ScenarioFile): Scenario {
  return {
    id: f.id,
    title: f.title,
    ...(f.titleZh === undefined ? {} : { titleZh: f.titleZh }),
    description: f.description ?? '',
    group: f.group ?? 'custom',
    ...(f.extends === undefined ? {} : { extends: f.extends }),
    ...(f.persona === undefined ? {} : { persona: f.persona as PersonaId }),
    ...(f.overrides === undefined ? {} : { overrides: f.overrides as ScenarioOverride[] }),
    ...(f.params === undefined ? {} : { params: f.params }),
    file,
  };
}

export class ScenarioFiles {
  readonly dir: string;
  private realDir: string;
  private readonly files = new Map<string, FileState>();
  private watcher: FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;
  private loading: Promise<void> = Promise.resolve();
  private readonly endpointsById: ReadonlyMap<string, AnyEndpoint>;

  constructor(private readonly options: ScenarioFilesOptions) {
    this.dir = options.dir;
    this.realDir = options.dir;
    this.endpointsById = new Map(options.endpoints.map((e) => [e.id, e]));
  }

  /** Read the directory (created when missing, with the JSON Schema in it) and watch it. */
  async start(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await this.writeSchema();
    await this.reload();
    this.watcher = watch(this.dir, { persistent: false }, (_event, name) => {
      if (name && (name === SCENARIO_SCHEMA_FILE || !EXTENSIONS.has(extname(name)))) return;
      clearTimeout(this.timer);
      // reload() never rejects: whatever a file does is that file's problem.
      this.timer = setTimeout(() => void this.reload(), DEBOUNCE_MS);
    });
    this.watcher.on('error', (error) =>
      this.options.log.warn({ err: error, dir: this.dir }, 'scenarios directory: watching stopped'),
    );
  }

  /** The schema the files' `$schema` points at; written only when it differs, so a committed copy is not touched. */
  private async writeSchema(): Promise<void> {
    const path = join(this.dir, SCENARIO_SCHEMA_FILE);
    const text = scenarioFileJsonSchemaText();
    if ((await readFile(path, 'utf8').catch(() => null)) === text) return;
    await writeFile(path, text).catch((error: Error) =>
      this.options.log.warn({ err: error, path }, 'scenarios directory: cannot write the JSON Schema'),
    );
  }

  close(): void {
    clearTimeout(this.timer);
    this.watcher?.close();
  }

  /**
   * Read every file again (one reload at a time) and serve the good ones. Never rejects: a reload runs from
   * the watcher, where a rejection would be unhandled and end the process.
   */
  reload(): Promise<void> {
    const run = async () => {
      try {
        await this.load();
      } catch (error) {
        this.options.log.warn({ err: error, dir: this.dir }, 'scenarios directory: reload failed');
      }
    };
    this.loading = this.loading.then(run, run);
    return this.loading;
  }

  private async load(): Promise<void> {
    // Symlinks may point inside the directory only: compared with its real path (it may be a symlink itself).
    this.realDir = await realpath(this.dir).catch(() => this.dir);
    const names = (await readdir(this.dir).catch(() => [] as string[]))
      .filter((n) => n !== SCENARIO_SCHEMA_FILE && EXTENSIONS.has(extname(n)))
      .sort();
    const builtInIds = new Set(this.options.builtIn.map((s) => s.id));
    const now = Date.now();
    const results = new Map<string, { version: Version } | { problems: FileProblem[] }>();
    for (const [i, name] of names.entries()) {
      if (i >= SESSION_CAPS.scenarioFiles) {
        results.set(name, {
          problems: [
            wholeFile(`more than ${SESSION_CAPS.scenarioFiles} scenario files: this one is not read`),
          ],
        });
        continue;
      }
      const checked = await this.check(name, builtInIds);
      results.set(name, 'version' in checked ? { version: { ...checked.version, loadedAt: now } } : checked);
    }
    // Applied in one synchronous step with the catalogue: the admin view never shows a reload half done.
    const states = new Map<string, FileState>();
    for (const [name, result] of results) {
      const state = this.files.get(name) ?? { good: null, candidate: null, problems: [] };
      state.candidate = 'version' in result ? result.version : null;
      state.problems = 'version' in result ? [] : result.problems;
      states.set(name, state);
    }
    this.files.clear();
    for (const [name, state] of states) this.files.set(name, state);
    this.serve();
  }

  /**
   * Put the good scenarios in the engine. A new version that breaks the catalogue (an unknown parent, a cycle,
   * a taken id) is refused and its file's last good version serves on, so sessions that selected it keep it;
   * only a file whose served version itself no longer fits (its parent's file was removed) stops serving.
   */
  private serve(): void {
    for (;;) {
      const served = [...this.files.entries()]
        .map(([name, s]) => [name, s, s.candidate ?? s.good] as const)
        .filter((e): e is readonly [string, FileState, Version] => e[2] !== null);
      const ids = new Map<string, string>();
      let clash: { name: string; problem: FileProblem } | null = null;
      for (const [name, s, v] of served) {
        const other = ids.get(v.scenario.id);
        if (other === undefined) {
          ids.set(v.scenario.id, name);
          continue;
        }
        // The changed file of the two gives way.
        const [loser, keeper] = s.candidate ? [name, other] : [other, name];
        const lost = this.files.get(loser)?.candidate ?? this.files.get(loser)?.good;
        clash = {
          name: loser,
          problem: {
            path: 'id',
            line: lost?.lines.id ?? 1,
            message: `'${v.scenario.id}' is also the id of ${keeper}`,
          },
        };
        break;
      }
      if (clash) {
        this.giveWay(clash.name, clash.problem);
        continue;
      }
      try {
        this.options.engine.replace([...this.options.builtIn, ...served.map(([, , v]) => v.scenario)]);
        break;
      } catch (error) {
        const suspects = served.filter(([, , v]) =>
          error instanceof UnknownScenarioError
            ? parentsOf(v.scenario).includes(error.scenarioId)
            : (error as Error).message.includes(`'${v.scenario.id}'`),
        );
        // A changed file is the likelier cause; built-in scenarios are checked by their tests.
        const culprit = suspects.find(([, s]) => s.candidate) ?? suspects[0] ?? served.at(-1);
        if (culprit === undefined) {
          this.options.log.warn({ err: error }, 'scenario catalogue refused without a file to blame');
          break;
        }
        const [name, , v] = culprit;
        this.giveWay(name, {
          path: 'extends',
          line: v.lines.extends,
          message:
            error instanceof UnknownScenarioError
              ? `extends unknown scenario '${error.scenarioId}'`
              : (error as Error).message,
        });
      }
    }
    for (const s of this.files.values()) {
      if (s.candidate) s.good = s.candidate;
      s.candidate = null;
    }
    const refused = [...this.files.entries()].filter(([, s]) => s.problems.length);
    for (const [file, s] of refused)
      this.options.log.warn({ file, problems: s.problems }, 'scenario file refused');
    this.options.log.info(
      { dir: this.dir, files: this.files.size, refused: refused.length },
      'scenario files read',
    );
  }

  /** A version the catalogue refuses: a new one is dropped (the last good one serves on), else the file stops serving. */
  private giveWay(name: string, problem: FileProblem): void {
    const state = this.files.get(name);
    if (!state) return;
    if (state.candidate) state.candidate = null;
    else state.good = null;
    state.problems = [...state.problems, problem];
  }

  /** Every step of one file (read, parse, expand, check) inside this file's own error handling. */
  private async check(
    name: string,
    builtInIds: ReadonlySet<string>,
  ): Promise<{ version: Omit<Version, 'loadedAt'> } | { problems: FileProblem[] }> {
    try {
      const read = await readScenarioFile(this.dir, this.realDir, name, SESSION_CAPS.scenarioFileBytes);
      if ('problem' in read) return { problems: [wholeFile(read.problem)] };
      const parsed = parse(read.text);
      if (parsed.problems.length) return { problems: parsed.problems };
      return this.checkValue(name, parsed.value, parsed.lineOf, builtInIds);
    } catch (error) {
      return { problems: [wholeFile(`cannot read it (${(error as Error).message})`)] };
    }
  }

  /** The checks of a file's content (also what a save must pass before it is written). */
  private checkValue(
    name: string,
    value: unknown,
    lineOf: (path: readonly (string | number)[]) => number,
    takenIds: ReadonlySet<string>,
  ): { version: Omit<Version, 'loadedAt'> } | { problems: FileProblem[] } {
    const r = ScenarioFileSchema.safeParse(value);
    if (!r.success)
      return {
        problems: r.error.issues.slice(0, 10).map((issue) => ({
          path: pathText(issue.path),
          line: lineOf(issue.path as (string | number)[]),
          message: issue.message.replace(/^Invalid input: /, ''),
        })),
      };
    const f = r.data;
    const problems: FileProblem[] = [];
    const at = (path: (string | number)[], message: string) =>
      problems.push({ path: pathText(path), line: lineOf(path), message });
    if (takenIds.has(f.id)) at(['id'], `'${f.id}' is taken by another scenario: choose another id`);
    if (f.persona !== undefined && !PERSONAS.has(f.persona))
      at(['persona'], `unknown persona '${f.persona}' (one of ${PERSONA_IDS.join(', ')})`);
    for (const [i, o] of (f.overrides ?? []).entries())
      for (const p of checkOverride(o as ScenarioOverride, this.options.endpoints, this.endpointsById))
        at(['overrides', i, ...p.path], p.message);
    if (problems.length) return { problems };
    return {
      version: { scenario: scenarioOf(name, f), lines: { id: lineOf(['id']), extends: lineOf(['extends']) } },
    };
  }

  /** What the admin API shows. */
  view() {
    return {
      dir: this.dir,
      files: [...this.files.entries()].map(([file, s]) => ({
        file,
        status: s.problems.length ? ('refused' as const) : ('loaded' as const),
        scenarios: s.good ? [s.good.scenario.id] : [],
        problems: s.problems,
        loadedAt: s.good ? new Date(s.good.loadedAt).toISOString() : null,
      })),
    };
  }

  /**
   * Write a new scenario file (never over an existing one) and serve it at once. Returns its name, or the
   * problems that kept it from being written (with the lines they would have had in the file).
   */
  async save(
    f: ScenarioFile,
    format: 'yaml' | 'json',
  ): Promise<{ file: string } | { problems: FileProblem[] }> {
    const name = `${f.id}.${format}`;
    const text =
      format === 'json'
        ? `${JSON.stringify({ $schema: `./${SCENARIO_SCHEMA_FILE}`, ...f }, null, 2)}\n`
        : `# yaml-language-server: $schema=./${SCENARIO_SCHEMA_FILE}\n${stringify(f)}`;
    const checked = this.checkValue(
      name,
      f,
      parse(text).lineOf,
      new Set(this.options.engine.scenarios.map((s) => s.id)),
    );
    if ('problems' in checked) return checked;
    try {
      await writeFile(join(this.dir, name), text, { flag: 'wx' });
    } catch (error) {
      const exists = (error as NodeJS.ErrnoException).code === 'EEXIST';
      return {
        problems: [
          {
            path: 'id',
            line: checked.version.lines.id,
            message: exists ? `${name} already exists in ${this.dir}` : (error as Error).message,
          },
        ],
      };
    }
    await this.reload();
    const state = this.files.get(name);
    return state?.problems.length ? { problems: state.problems } : { file: name };
  }
}
