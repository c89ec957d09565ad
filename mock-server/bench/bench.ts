/**
 * Benchmark (a script, not a test): bare Fastify vs the simulator, side by side in one run.
 *   pnpm --filter @wonder/mock-server bench          (script: "bench": "node --import tsx bench/bench.ts")
 * Each server runs in its own process; autocannon runs here on 127.0.0.1, 50 connections, 5 s per case
 * (BENCH_SECONDS / BENCH_CONNECTIONS to change). Cases: the password login POST (real RSA ciphers; the
 * simulator decrypts, checks, issues a token) and the home module list POST. Prints req/s, p50, p99, RSS
 * and the simulator/bare ratio (also for the simulator with reply validation off, to show what that check
 * costs, and for the simulator with its sessions in Redis, on a redis-server the benchmark starts: what one
 * instance of a shared deployment gives), then the simulator's RSS with 500 live sessions. The machine may be shared: rounds alternate the
 * servers (medians reported) and each server's CPU time per request is measured from /proc, which gives a
 * capacity ratio that does not depend on how busy the machine is.
 * BENCH_BASELINE=<git ref> adds the simulator as it was at that commit (its mock-server/src and bench, taken
 * with `git archive` into a temporary folder that borrows this package's node_modules), so one run gives the
 * before and after figures side by side. BENCH_BASELINE_DIRS=<dir>[,<dir>] adds the simulators of other
 * checkouts, each a mock-server/ folder of a worktree with its own install (its own contracts, fixtures and
 * dependencies: the whole code of that commit), labelled by its commit. BENCH_LEAN=1 leaves out the simulator
 * without reply validation, the one on Redis and the live-sessions RSS: only bare Fastify, this simulator and
 * the baselines, for a quicker comparison.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERSONAS } from '@wonder/fixtures';
import autocannon, { type Result as AcResult } from 'autocannon';
import forge from 'node-forge';
import { DEV_RSA_PUBLIC_KEY_PEM } from '../src/crypto/dev-keys';
import { HOME_PATH, LOGIN_PATH } from './paths';
import { type RunningRedis, startRedis } from './redis';
import { type ServerProcess as Server, startServer as start } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SESSIONS = 500;
const BASELINE = process.env.BENCH_BASELINE;
const BASELINE_DIRS = (process.env.BENCH_BASELINE_DIRS ?? '').split(',').filter(Boolean);
const LEAN = process.env.BENCH_LEAN === '1';
const official = (PERSONAS as Record<string, { phone: string; password: string; userId: string }>)
  .official as {
  phone: string;
  password: string;
  userId: string;
};

function encrypt(text: string): string {
  const key = forge.pki.publicKeyFromPem(DEV_RSA_PUBLIC_KEY_PEM);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}

const loginBody = JSON.stringify({
  appTypeCode: 'MASTER_WECHAT',
  phoneCipher: encrypt(official.phone),
  passwordCipher: encrypt(official.password),
  areaCode: '86',
  source: 1,
  cipherVersion: 'v1',
});
const homeBody = JSON.stringify({
  limit: 2,
  page: 1,
  showDeviceType: 1,
  showUserType: 2,
  userId: official.userId,
});

/** bench/server.ts of the simulator at a git ref, unpacked once into a temporary folder. */
function baselineServer(ref: string): string {
  const here = fileURLToPath(new URL('..', import.meta.url));
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: here, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `wonder-bench-baseline-${sha}`);
  if (!existsSync(join(dir, 'bench', 'server.ts'))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${sha} src bench | tar -x -C ${dir}`, { cwd: here });
    // Its imports (@wonder/contracts, fastify…) resolve to this checkout's packages.
    if (!existsSync(join(dir, 'node_modules')))
      symlinkSync(join(here, 'node_modules'), join(dir, 'node_modules'));
  }
  return join(dir, 'bench', 'server.ts');
}

/** A checkout's mock-server folder named by its commit (`37ac655`), else by the folder. */
function checkoutLabel(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return dir;
  }
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** CPU time (user + system) of a process, ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Result {
  reqPerSec: number;
  /** Server CPU per answered request, µs: independent of how busy the machine is. */
  cpuUs: number;
  p50: number;
  p99: number;
  rss: number;
  errors: number;
  non2xx: number;
}

async function run(port: number, path: string, body: string, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method: 'POST' as const,
    body,
    headers: { 'content-type': 'application/json', appid: 'wonder-parent-h5' },
    connections: CONNECTIONS,
    duration: seconds,
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * All servers stay up; rounds alternate between them so that a change in machine load hits each alike,
 * and the medians over the rounds are reported (one Result per server, in order).
 */
async function compare(path: string, body: string, servers: readonly Server[]): Promise<Result[]> {
  for (const server of servers) await run(server.port, path, body, 1); // warm-up (JIT, caches)
  const results = servers.map(() => ({ runs: [] as AcResult[], cpuUs: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, server] of servers.entries()) {
      const into = results[i] as { runs: AcResult[]; cpuUs: number[] };
      const before = cpuMs(server.child.pid);
      const r = await run(server.port, path, body, SECONDS);
      into.runs.push(r);
      into.cpuUs.push(((cpuMs(server.child.pid) - before) * 1000) / Math.max(1, r.requests.total));
    }
  }
  return results.map(({ runs, cpuUs }, i) => ({
    reqPerSec: Math.round(median(runs.map((r) => r.requests.average))),
    // The median round, as for req/s: one round of a busy machine (another job's burst) does not decide it.
    cpuUs: Math.round(median(cpuUs)),
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    rss: rssMb(servers[i]?.child.pid),
    errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  }));
}

async function liveSessions(server: Server): Promise<number> {
  const base = `http://127.0.0.1:${server.port}`;
  for (let i = 0; i < SESSIONS; i += 25) {
    await Promise.all(
      Array.from({ length: 25 }, async (_, k) => {
        const id = `bench-${i + k}`;
        const headers = {
          'content-type': 'application/json',
          appid: 'wonder-parent-h5',
          'x-mock-session': id,
        };
        await fetch(`${base}/__mock/sessions/${id}/scenarios`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ scenarios: [(i + k) % 2 ? 'trial-y' : 'default'] }),
        });
        await fetch(`${base}${LOGIN_PATH}`, { method: 'POST', headers, body: loginBody });
        for (let n = 0; n < 4; n++)
          await fetch(`${base}${HOME_PATH}`, { method: 'POST', headers, body: homeBody });
      }),
    );
  }
  const list = (await (await fetch(`${base}/__mock/sessions`)).json()) as { sessions: unknown[] };
  if (list.sessions.length < SESSIONS) throw new Error(`only ${list.sessions.length} sessions alive`);
  return rssMb(server.child.pid);
}

const fmt = (r: Result) =>
  `${String(r.reqPerSec).padStart(8)} req/s  CPU ${String(r.cpuUs).padStart(4)} µs/req  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  RSS ${r.rss} MB` +
  (r.errors || r.non2xx ? `  (errors ${r.errors}, non-2xx ${r.non2xx})` : '');

async function main() {
  console.log(
    `bench: autocannon on 127.0.0.1, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per ` +
      `server and case (medians), Node ${process.version}, ${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  // Every server started is stopped at the end, also when a later one fails to start (a baseline whose code
  // does not run here): a run that failed so left four simulator processes and a redis-server behind.
  const started: Server[] = [];
  const launch = async (...args: Parameters<typeof start>) => {
    const server = await start(...args);
    started.push(server);
    return server;
  };
  let redis: RunningRedis | undefined;
  try {
    const bare = await launch('bare');
    const sim = await launch('sim');
    // Not the target configuration: shows what reply validation costs (`NODE_ENV=production` or
    // `--no-validate-replies` run the simulator like this).
    const simNoReplyCheck = LEAN ? undefined : await launch('sim-no-reply-validation');
    // The simulator with its sessions in Redis (--redis-url), on a redis-server of its own.
    redis = LEAN ? undefined : await startRedis();
    const simRedis = redis ? await launch('sim', { env: { SIM_REDIS_URL: redis.url } }) : undefined;
    const baselines: { label: string; server: Server }[] = [];
    if (BASELINE)
      baselines.push({ label: BASELINE, server: await launch('sim', { script: baselineServer(BASELINE) }) });
    for (const dir of BASELINE_DIRS)
      baselines.push({
        label: checkoutLabel(dir),
        server: await launch('sim', { script: join(dir, 'bench', 'server.ts') }),
      });
    const servers = [
      bare,
      sim,
      ...(simNoReplyCheck ? [simNoReplyCheck] : []),
      ...(simRedis ? [simRedis] : []),
    ];
    const all = [...servers, ...baselines.map((x) => x.server)];
    for (const [name, path, body] of [
      ['login POST (pwdLogin)', LOGIN_PATH, loginBody],
      ['home module list POST', HOME_PATH, homeBody],
    ] as const) {
      const results = await compare(path, body, all);
      const [b, s] = results as [Result, Result];
      const n = simNoReplyCheck ? results[2] : undefined;
      const r = simRedis ? results[servers.length - 1] : undefined;
      const olds = results.slice(servers.length);
      const ratio = (x: Result) => Math.round((x.reqPerSec / b.reqPerSec) * 100) / 100;
      // Throughput one core could give each, from CPU per request: robust when the machine is shared.
      const cpuRatio = (x: Result) => Math.round((b.cpuUs / x.cpuUs) * 100) / 100;
      console.log(
        `${name}\n  bare Fastify                       ${fmt(b)}\n` +
          `  simulator (full validation)        ${fmt(s)}\n` +
          (n ? `  simulator (reply validation off)   ${fmt(n)}\n` : '') +
          (r ? `  simulator, sessions in Redis       ${fmt(r)}\n` : '') +
          olds
            .map((old, i) => `  ${`simulator at ${baselines[i]?.label} (full)`.padEnd(35)}${fmt(old)}\n`)
            .join('') +
          `  ratio simulator/bare: measured req/s ${ratio(s)}, from CPU per request ${cpuRatio(s)}` +
          (n ? ` (reply validation off: ${ratio(n)}, CPU ${cpuRatio(n)})` : '') +
          (r
            ? `\n  ratio simulator/bare, sessions in Redis: measured req/s ${ratio(r)}, from CPU per request ${cpuRatio(r)}` +
              ' (the simulator process only; redis-server works beside it)\n' +
              `  side by side — memory ${ratio(s)} · Redis ${ratio(r)} of bare Fastify (req/s); Redis/memory ${
                Math.round((r.reqPerSec / s.reqPerSec) * 100) / 100
              } (req/s), ${Math.round((s.cpuUs / r.cpuUs) * 100) / 100} (CPU per request)`
            : '') +
          olds
            .map(
              (old, i) =>
                `\n  ratio at ${baselines[i]?.label}: measured req/s ${ratio(old)}, from CPU per request ${cpuRatio(old)}`,
            )
            .join(''),
      );
    }
  } finally {
    for (const server of started) server.child.kill();
    redis?.stop();
  }
  if (LEAN) return;
  const fresh = await start('sim');
  try {
    const idle = rssMb(fresh.child.pid);
    const rss = await liveSessions(fresh);
    console.log(
      `simulator RSS: idle ${idle} MB, with ${SESSIONS} live sessions (login + 4 home calls each) ${rss} MB`,
    );
    console.log(
      `load after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    fresh.child.kill();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
