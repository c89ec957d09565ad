/** Start the real CLI (bin/mock-server.mjs) and wait for its banner: the origin it listens on. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/mock-server.mjs', import.meta.url));

export interface RunningCli {
  child: ChildProcess;
  origin: string;
  stdout(): string;
  stderr(): string;
}

export async function startCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningCli> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no startup banner: ${out}${err}`)), 90_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Control page\s+(http:\/\/[^/\s]+)\/__mock\//.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}${err}`)));
  });
  return { child, origin, stdout: () => out, stderr: () => err };
}
