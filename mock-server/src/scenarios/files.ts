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
import { type ScenarioFile, ScenarioFileOverrideSchema, ScenarioFileSchema } from '@wonder/contracts/admin';
import { PERSONA_IDS, type PersonaId } from '@wonder/fixtures';
import { LineCounter, parseDocument, stringify } from 'yaml';
import { SESSION_CAPS } from '../caps';
import { catalogueProblems, type ScenarioEngine } from '../overrides/engine';
import type { Scenario, ScenarioOverride } from '../overrides/types';
import { yamlNestingProblem } from '../util/nesting';
import { checkOverride } from './check-override';
import { SCENARIO_SCHEMA_FILE, scenarioFileJsonSchemaText } from './file-schema';
import { readScenarioFile } from './read-file';

/** Where `mock-server` reads scenario files unless told otherwise (--scenarios-dir). */
export const DEFAULT_SCENARIOS_DIR = fileURLToPath(new URL('../../scenarios', import.meta.url));
const EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
/** Editors save in bursts (temporary file, rename, chmod): one reload after they settle. */
const DEBOUNCE_MS = 150;
/** How long the watch events of a file save() wrote are taken as that write's. */
const OWN_WRITE_MS = 1_000;

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
/** Problems listed per file at most (a file of 200 broken overrides says so without a megabyte of text). */
const MAX_PROBLEMS = 100;
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
  /** Files save() wrote, until when their watch events are its own (a write raises one or two). */
  private readonly ownWrites = new Map<string, number>();
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
      // A file save() just wrote and read back: its own events start no reload of the whole directory.
      if (name && (this.ownWrites.get(name) ?? 0) > Date.now()) return;
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

  /**
   * Read one file again (a save just wrote it) and serve: the other files keep the versions last read. In the
   * reloads' queue, so it never interleaves with a whole reload.
   */
  private reloadOne(name: string): Promise<void> {
    const run = async () => {
      try {
        const builtInIds = new Set(this.options.builtIn.map((s) => s.id));
        const checked = await this.check(name, builtInIds);
        const state = this.files.get(name) ?? { good: null, candidate: null, problems: [] };
        state.candidate = 'version' in checked ? { ...checked.version, loadedAt: Date.now() } : null;
        state.problems = 'version' in checked ? [] : checked.problems;
        this.files.set(name, state);
        this.serve();
      } catch (error) {
        this.options.log.warn({ err: error, file: name }, 'scenarios directory: reading a saved file failed');
      }
    };
    this.loading = this.loading.then(run, run);
    return this.loading;
  }

  /** Scenario files in the directory now (what the SESSION_CAPS.scenarioFiles cap counts). */
  private async fileNames(): Promise<string[]> {
    return (await readdir(this.dir).catch(() => [] as string[]))
      .filter((n) => n !== SCENARIO_SCHEMA_FILE && EXTENSIONS.has(extname(n)))
      .sort();
  }

  private async load(): Promise<void> {
    // Symlinks may point inside the directory only: compared with its real path (it may be a symlink itself).
    this.realDir = await realpath(this.dir).catch(() => this.dir);
    const names = await this.fileNames();
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
      const catalogue = [...this.options.builtIn, ...served.map(([, , v]) => v.scenario)];
      const problems = catalogueProblems(catalogue);
      if (problems.length === 0) {
        this.options.engine.replace(catalogue);
        break;
      }
      // Each problem names its scenario: the file of that id is to blame, a changed one first.
      const fileOf = new Map(served.map((e) => [e[2].scenario.id, e] as const));
      const blamed = problems.flatMap((p) => {
        const file = p.scenarioId === null ? undefined : fileOf.get(p.scenarioId);
        return file ? [{ problem: p, file }] : [];
      });
      const culprit = blamed.find((b) => b.file[1].candidate) ?? blamed[0];
      if (culprit === undefined) {
        this.options.log.warn({ problems }, 'scenario catalogue refused without a file to blame');
        break;
      }
      const [name, , v] = culprit.file;
      this.giveWay(name, {
        path: culprit.problem.field,
        line: v.lines[culprit.problem.field],
        message: culprit.problem.message,
      });
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
      // Before the parser: yaml overflows its stack on deep nesting, and V8 aborts the process the next time.
      const deep = yamlNestingProblem(read.text);
      if (deep) return { problems: [{ path: '', line: deep.line, message: deep.message }] };
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
    const problems: FileProblem[] = [];
    const at = (path: (string | number)[], message: string) => {
      if (problems.length < MAX_PROBLEMS)
        problems.push({ path: pathText(path), line: lineOf(path), message });
    };
    if (!r.success) {
      for (const issue of r.error.issues)
        at(issue.path as (string | number)[], issue.message.replace(/^Invalid input: /, ''));
      // Every problem in one pass, as an editor's schema check lists them: the checks beyond the shape still run
      // on the parts whose own shape is right (the persona, each well-formed override).
      const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      if (typeof raw.persona === 'string' && !PERSONAS.has(raw.persona))
        at(['persona'], `unknown persona '${raw.persona}' (one of ${PERSONA_IDS.join(', ')})`);
      if (Array.isArray(raw.overrides))
        for (const [i, o] of raw.overrides.entries()) {
          const one = ScenarioFileOverrideSchema.safeParse(o);
          if (!one.success) continue;
          for (const p of checkOverride(
            one.data as ScenarioOverride,
            this.options.endpoints,
            this.endpointsById,
          ))
            at(['overrides', i, ...p.path], p.message);
        }
      return { problems };
    }
    const f = r.data;
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
   * Write a new scenario file (never over an existing one, never past SESSION_CAPS.scenarioFiles files) and serve
   * it at once, reading back that file only. Returns its name, the problems that kept it from being written (with
   * the lines they would have had in the file), or why the directory takes no more files.
   */
  async save(
    f: ScenarioFile,
    format: 'yaml' | 'json',
  ): Promise<{ file: string } | { problems: FileProblem[] } | { full: string }> {
    const present = (await this.fileNames()).length;
    if (present >= SESSION_CAPS.scenarioFiles)
      return {
        full: `${this.dir} holds ${present} scenario files; the simulator reads at most ${SESSION_CAPS.scenarioFiles}: remove some first`,
      };
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
      for (const [file, until] of this.ownWrites) if (until <= Date.now()) this.ownWrites.delete(file);
      this.ownWrites.set(name, Date.now() + OWN_WRITE_MS);
      await writeFile(join(this.dir, name), text, { flag: 'wx' });
    } catch (error) {
      this.ownWrites.delete(name);
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
    await this.reloadOne(name);
    const state = this.files.get(name);
    return state?.problems.length ? { problems: state.problems } : { file: name };
  }
}
