/**
 * Sessions in one JSON file (`--state-file <path>`): written whole on shutdown and every few seconds while
 * sessions change, through a temporary file and a rename so a crash mid-write leaves the previous snapshot;
 * read at start, where anything wrong with it is a problem to report, never a crash.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describeIssues } from '../routes/validate';
import { type SessionState, SessionStateSchema, SNAPSHOT_VERSION, SnapshotSchema } from './state';
import type { LoadedSessions, SessionStateStore } from './types';

export function snapshotFile(path: string): SessionStateStore {
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
    async save(states) {
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(
        temporary,
        JSON.stringify({ version: SNAPSHOT_VERSION, savedAt: Date.now(), sessions: states }),
      );
      await rename(temporary, path);
    },
  };
}
