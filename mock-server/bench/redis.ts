/**
 * A throwaway redis-server for the benchmark and the tests: on a free loopback port, with no snapshot and no
 * append-only file, stopped with `stop()`. Without redis-server installed it throws saying how to get it
 * (the tests then fail, as they must: `.ci/run` installs it).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface RunningRedis {
  url: string;
  child: ChildProcess;
  stop(): void;
}

function redisServerPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'redis-server is not installed; it is needed here (Debian: apt-get install redis-server; .ci/run installs it)',
    );
  }
}

/** A loopback port nothing listens on (just now). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const child = spawn(
    redisServerPath(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
