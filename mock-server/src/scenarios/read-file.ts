/**
 * Reading one entry of the scenarios directory without letting it block, exhaust or escape: a FIFO would
 * block a plain read forever, a device (or a symlink to /dev/zero) never ends, a symlink may point anywhere
 * on the machine, and a file may grow between a size check and the read. So: symlinks must stay inside the
 * directory, the file is opened non-blocking, must be a regular file (checked on the open descriptor, not the
 * name), and at most `maxBytes` + 1 bytes are read.
 */
import { constants } from 'node:fs';
import { lstat, open, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export type ReadResult = { text: string } | { problem: string };

function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep);
}

function kindOf(s: {
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
  isDirectory(): boolean;
}): string {
  if (s.isFIFO()) return 'a FIFO';
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'a device';
  if (s.isSocket()) return 'a socket';
  if (s.isDirectory()) return 'a directory';
  return 'not a regular file';
}

/** The text of `name` in `dir` (its real path, `realDir`), or why it is not read. */
export async function readScenarioFile(
  dir: string,
  realDir: string,
  name: string,
  maxBytes: number,
): Promise<ReadResult> {
  let path = join(dir, name);
  const link = await lstat(path);
  if (link.isSymbolicLink()) {
    const target = await realpath(path).catch(() => null);
    if (target === null) return { problem: 'a symlink to nothing: not read' };
    if (!inside(realDir, target))
      return { problem: `a symlink out of the scenarios directory (to ${target}): not read` };
    path = target;
  }
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { problem: `${kindOf(stats)}: only regular files are read` };
    if (stats.size > maxBytes) return { problem: `larger than ${maxBytes / 1024} kB: not read` };
    // The size may change after the stat: read one byte more than the cap, never more.
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > maxBytes) return { problem: `larger than ${maxBytes / 1024} kB: not read` };
    }
    return { text: buffer.toString('utf8', 0, length) };
  } finally {
    await handle.close();
  }
}
