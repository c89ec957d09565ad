/**
 * One state file, one owner (--state-file): two simulators writing one file overwrite each other's sessions
 * without a word. The owner holds `<file>.lock` (its pid, host and start time), created exclusively; a second
 * process refuses to start, naming the file and the owner. A lock whose process is gone (killed, crashed) is
 * taken over. Released when the simulator closes.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

interface Owner {
  pid: number;
  host: string;
  startedAt: string;
}

export class StateFileInUseError extends Error {}

/** Locks this process holds: a lock naming this pid but not among them is a previous life's (pid 1 in a container). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockPath: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' ? (owner as Owner) : null;
  } catch {
    return null; // unreadable or half written: treated as stale
  }
}

export interface PidLock {
  readonly path: string;
  release(): void;
}

/** Take the lock of `file`, or throw StateFileInUseError naming the file and the process that holds it. */
export function lockStateFile(file: string): PidLock {
  const path = `${file}.lock`;
  const me: Owner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  // The state file's folder may not exist yet (it is made on the first save): the lock goes there first.
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${JSON.stringify(me)}\n`, { flag: 'wx' });
      held.add(path);
      return {
        path,
        release: () => {
          if (!held.delete(path)) return;
          if (ownerOf(path)?.pid === me.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(path);
    // Another machine's process (a shared disk) cannot be checked: it is taken to be running.
    const running =
      owner !== null &&
      (owner.host !== me.host || (owner.pid === me.pid ? held.has(path) : alive(owner.pid)));
    if (running)
      throw new StateFileInUseError(
        `--state-file ${file}: already used by process ${owner.pid} on ${owner.host} (since ${owner.startedAt}; ` +
          `lock ${path}). Two simulators on one state file would overwrite each other's sessions: stop that one, ` +
          'or give this one another file.',
      );
    // Stale: its process is gone. Removed, then created exclusively again (another starter may win the race).
    try {
      unlinkSync(path);
    } catch {}
  }
  throw new StateFileInUseError(`--state-file ${file}: could not take its lock ${path}`);
}
