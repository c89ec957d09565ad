/**
 * The simulator's CLI (bin/mock-server.mjs) as a child process, resolved once it listens: its origin read from
 * the banner's "Control page" line. The one way every test and script that runs the real CLI starts it (the
 * e2e journeys' simulator, `bench:app`, the CLI's own tests), so a banner change is mended in one place.
 * Plain JavaScript: .mjs scripts import it as they are.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('./mock-server.mjs', import.meta.url));
const BANNER = /Control page\s+(http:\/\/[^/\s]+)\/__mock\//;

export async function launchSimulator(args, { env = process.env, cwd, timeoutMs = 120_000, bin = BIN } = {}) {
  const child = spawn(process.execPath, [bin, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  // Kept draining for the process's life, so a chatty simulator never blocks on a full pipe.
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    const origin = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the simulator did not start within ${timeoutMs} ms:\n${out}${err}`)),
        timeoutMs,
      );
      const onData = () => {
        const m = BANNER.exec(out);
        if (!m?.[1]) return;
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(m[1]);
      };
      child.stdout.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the simulator exited (${code}) before listening:\n${out}${err}`));
      });
    });
    return { child, origin, stdout: () => out, stderr: () => err, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
