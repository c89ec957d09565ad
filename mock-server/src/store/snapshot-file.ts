/**
 * Sessions in one JSON file (`--state-file <path>`): written whole on shutdown and every few seconds while
 * sessions change, through a temporary file and a rename so a crash mid-write leaves the previous snapshot;
 * read at start, where anything wrong with it is a problem to report, never a crash.
 */
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { jsonNestingProblem, MAX_NESTING } from '../util/nesting';
import { describeIssues } from '../wire/validate';
import { type SessionState, SessionStateSchema, SNAPSHOT_VERSION, SnapshotSchema } from './state';
import type { LoadedSessions, SessionStateStore } from './types';

/** Levels of the file itself above a fault's value: snapshot → sessions → session → adHocFaults → fault → sequence → answer. */
const STATE_FILE_LEVELS = 8;
/** Read and written by its owner only. */
export const STATE_FILE_MODE = 0o600;

export function snapshotFile(path: string): SessionStateStore {
  let writing: Promise<void> = Promise.resolve();
  return {
    location: path,
    async load(): Promise<LoadedSessions> {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        return {
          states: [],
          problems: missing ? [] : [`${path}: cannot read it (${(error as Error).message})`],
        };
      }
      // Before parsing (util/nesting.ts): a session's faults nest at most as deep as a body may, plus the file's own levels.
      const deep = jsonNestingProblem(text, MAX_NESTING + STATE_FILE_LEVELS);
      if (deep)
        return { states: [], problems: [`${path}: line ${deep.line} ${deep.message}; starting empty`] };
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { states: [], problems: [`${path}: not JSON (a torn or foreign file); starting empty`] };
      }
      const file = SnapshotSchema.safeParse(json);
      if (!file.success) {
        const version = (json as { version?: unknown } | null)?.version;
        const why =
          version !== undefined && version !== SNAPSHOT_VERSION
            ? `version ${JSON.stringify(version)}, this simulator reads version ${SNAPSHOT_VERSION}`
            : describeIssues('body', file.error).replace(/^body/, 'snapshot');
        return { states: [], problems: [`${path}: ignored (${why}); starting empty`] };
      }
      const states: SessionState[] = [];
      const problems: string[] = [];
      for (const [i, raw] of file.data.sessions.entries()) {
        const r = SessionStateSchema.safeParse(raw);
        if (r.success) states.push(r.data);
        else
          problems.push(
            `${path}: session ${i} skipped (${describeIssues('body', r.error).replace(/^body\.?/, '')})`,
          );
      }
      return { states, problems };
    },
    save(states) {
      // One write at a time, in the order asked: a periodic save and the closing one used to share the
      // temporary file (the second's chmod found it renamed away: ENOENT), and could land out of order.
      const write = () => writeSnapshot(states);
      writing = writing.then(write, write);
      return writing;
    },
  };

  async function writeSnapshot(states: readonly SessionState[]): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    // Owner-only (0600): the file holds live app tokens. `mode` applies when the file is created; the chmod
    // covers a leftover temporary file of an earlier process with this pid.
    await writeFile(
      temporary,
      JSON.stringify({ version: SNAPSHOT_VERSION, savedAt: Date.now(), sessions: states }),
      { mode: STATE_FILE_MODE },
    );
    await chmod(temporary, STATE_FILE_MODE);
    await rename(temporary, path);
  }
}
