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
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '@wonder/contracts';
import { type ScenarioFile, ScenarioFileSchema } from '@wonder/contracts/admin';
import { PERSONA_IDS, type PersonaId } from '@wonder/fixtures';
import { isMap, isSeq, LineCounter, parseDocument, stringify } from 'yaml';
import { SESSION_CAPS } from '../world/caps';
import { checkOverride } from './check-override';
import { type ScenarioEngine, UnknownScenarioError } from './engine';
import { SCENARIO_SCHEMA_FILE, scenarioFileJsonSchemaText } from './file-schema';
import type { Scenario, ScenarioOverride } from './types';

/** Where `mock-server` reads scenario files unless told otherwise (--scenarios-dir). */
export const DEFAULT_SCENARIOS_DIR = fileURLToPath(new URL('../../scenarios', import.meta.url));
const EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
/** Editors save in bursts (temporary file, rename, chmod): one reload after they settle. */
const DEBOUNCE_MS = 150;

export interface FileProblem {
  path: string;
  line: number | null;
  message: string;
}

interface FileState {
  /** The version now served (the last good one). */
  good: { scenario: Scenario; loadedAt: number } | null;
  problems: FileProblem[];
}

export interface ScenarioFilesOptions {
  dir: string;
  engine: ScenarioEngine;
  /** The built-in catalogue; files add to it and may not reuse its ids. */
  builtIn: readonly Scenario[];
  endpoints: readonly AnyEndpoint[];
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const PERSONAS: ReadonlySet<string> = new Set(PERSONA_IDS);

/** A parsed file: its value and, for YAML's position info, a way to find the line of a field path. */
function parse(text: string): {
  value: unknown;
  lineOf: (path: readonly (string | number)[]) => number | null;
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
    // The deepest node the path reaches (a missing field is reported at its parent).
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number] } | undefined;
      if (node && typeof node === 'object' && node.range) return lines.linePos(node.range[0]).line;
      if (n === 0 && (isMap(doc.contents) || isSeq(doc.contents))) return 1;
    }
    return null;
  };
  return { value: problems.length ? undefined : doc.toJS(), lineOf, problems };
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
  private readonly files = new Map<string, FileState>();
  private watcher: FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;
  private loading: Promise<void> = Promise.resolve();
  private readonly endpointsById: ReadonlyMap<string, AnyEndpoint>;

  constructor(private readonly options: ScenarioFilesOptions) {
    this.dir = options.dir;
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

  /** Read every file again (one reload at a time) and serve the good ones. */
  reload(): Promise<void> {
    this.loading = this.loading.then(
      () => this.load(),
      () => this.load(),
    );
    return this.loading;
  }

  private async load(): Promise<void> {
    const names = (await readdir(this.dir).catch(() => [] as string[]))
      .filter((n) => n !== SCENARIO_SCHEMA_FILE && EXTENSIONS.has(extname(n)))
      .sort();
    const builtInIds = new Set(this.options.builtIn.map((s) => s.id));
    const fresh = new Map<string, Scenario>();
    const problemsOf = new Map<string, FileProblem[]>();
    for (const [i, name] of names.entries()) {
      if (i >= SESSION_CAPS.scenarioFiles) {
        problemsOf.set(name, [
          {
            path: '',
            line: null,
            message: `more than ${SESSION_CAPS.scenarioFiles} scenario files: this one is not read`,
          },
        ]);
        continue;
      }
      const checked = await this.check(name, builtInIds);
      if ('scenario' in checked) fresh.set(name, checked.scenario);
      else problemsOf.set(name, checked.problems);
    }
    for (const name of [...this.files.keys()]) if (!names.includes(name)) this.files.delete(name);
    const now = Date.now();
    for (const name of names) {
      const state = this.files.get(name) ?? { good: null, problems: [] };
      const scenario = fresh.get(name);
      if (scenario) state.good = { scenario, loadedAt: now };
      state.problems = problemsOf.get(name) ?? [];
      this.files.set(name, state);
    }
    this.serve();
  }

  /** Put the good scenarios in the engine; a file whose scenario breaks the catalogue (an unknown parent, a cycle, a taken id) is refused. */
  private serve(): void {
    for (;;) {
      const served = [...this.files.entries()].filter(([, s]) => s.good);
      const ids = new Map<string, string>();
      let clash = false;
      for (const [name, s] of served) {
        const id = (s.good as { scenario: Scenario }).scenario.id;
        const other = ids.get(id);
        if (other !== undefined) {
          this.refuse(name, { path: 'id', line: null, message: `'${id}' is also the id of ${other}` });
          clash = true;
        } else ids.set(id, name);
      }
      if (clash) continue;
      try {
        this.options.engine.replace([
          ...this.options.builtIn,
          ...served.map(([, s]) => (s.good as { scenario: Scenario }).scenario),
        ]);
        break;
      } catch (error) {
        const culprit = served.find(([, s]) => {
          const sc = (s.good as { scenario: Scenario }).scenario;
          return error instanceof UnknownScenarioError
            ? [sc.extends].flat().includes(error.scenarioId)
            : (error as Error).message.includes(`'${sc.id}'`);
        });
        // Built-in scenarios are checked by their tests: a file breaks it; without a named culprit, the last one.
        const name = (culprit ?? served.at(-1))?.[0];
        if (name === undefined) throw error;
        this.refuse(name, {
          path: 'extends',
          line: null,
          message:
            error instanceof UnknownScenarioError
              ? `extends unknown scenario '${error.scenarioId}'`
              : (error as Error).message,
        });
      }
    }
    const refused = [...this.files.entries()].filter(([, s]) => s.problems.length);
    for (const [file, s] of refused)
      this.options.log.warn({ file, problems: s.problems }, 'scenario file refused');
    this.options.log.info(
      { dir: this.dir, files: this.files.size, refused: refused.length },
      'scenario files read',
    );
  }

  /** A file that cannot be served at all: no good version of it stays either (it would break the catalogue). */
  private refuse(name: string, problem: FileProblem): void {
    const state = this.files.get(name);
    if (!state) return;
    state.good = null;
    state.problems = [...state.problems, problem];
  }

  private async check(
    name: string,
    builtInIds: ReadonlySet<string>,
  ): Promise<{ scenario: Scenario } | { problems: FileProblem[] }> {
    const path = join(this.dir, name);
    const size = (await stat(path).catch(() => null))?.size ?? 0;
    if (size > SESSION_CAPS.scenarioFileBytes)
      return {
        problems: [
          { path: '', line: null, message: `larger than ${SESSION_CAPS.scenarioFileBytes / 1024} kB` },
        ],
      };
    const text = await readFile(path, 'utf8').catch((error: Error) => error);
    if (text instanceof Error)
      return { problems: [{ path: '', line: null, message: `cannot read it (${text.message})` }] };
    const parsed = parse(text);
    if (parsed.problems.length) return { problems: parsed.problems };
    return this.checkValue(name, parsed.value, parsed.lineOf, builtInIds);
  }

  /** The checks of a file's content (also what a save must pass before it is written). */
  private checkValue(
    name: string,
    value: unknown,
    lineOf: (path: readonly (string | number)[]) => number | null,
    takenIds: ReadonlySet<string>,
  ): { scenario: Scenario } | { problems: FileProblem[] } {
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
    return problems.length ? { problems } : { scenario: scenarioOf(name, f) };
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
   * problems that kept it from being written.
   */
  async save(
    f: ScenarioFile,
    format: 'yaml' | 'json',
  ): Promise<{ file: string } | { problems: FileProblem[] }> {
    const name = `${f.id}.${format}`;
    const checked = this.checkValue(
      name,
      f,
      () => null,
      new Set(this.options.engine.scenarios.map((s) => s.id)),
    );
    if ('problems' in checked) return checked;
    const text =
      format === 'json'
        ? `${JSON.stringify({ $schema: `./${SCENARIO_SCHEMA_FILE}`, ...f }, null, 2)}\n`
        : `# yaml-language-server: $schema=./${SCENARIO_SCHEMA_FILE}\n${stringify(f)}`;
    try {
      await writeFile(join(this.dir, name), text, { flag: 'wx' });
    } catch (error) {
      const exists = (error as NodeJS.ErrnoException).code === 'EEXIST';
      return {
        problems: [
          {
            path: 'id',
            line: null,
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
