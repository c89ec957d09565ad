/**
 * Benchmark (a script, not a test): bare Fastify vs the simulator, side by side in one run.
 *   pnpm --filter @wonder/mock-server bench          (script: "bench": "node --import tsx bench/bench.ts")
 * Each server runs in its own process; autocannon runs here on 127.0.0.1, 50 connections, 5 s per case
 * (BENCH_SECONDS / BENCH_CONNECTIONS to change). Cases: the password login POST (real RSA ciphers; the
 * simulator decrypts, checks, issues a token) and the home module list POST. Prints req/s, p50, p99, RSS
 * and the simulator/bare ratio, then the simulator's RSS with 500 live sessions.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PERSONAS } from '@wonder/fixtures';
import autocannon from 'autocannon';
import forge from 'node-forge';
import { DEV_RSA_PUBLIC_KEY_PEM } from '../src/crypto/dev-keys';
import { HOME_PATH, LOGIN_PATH } from './paths';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SESSIONS = 500;
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

interface Server {
  child: ChildProcess;
  port: number;
}

function start(mode: 'bare' | 'sim'): Promise<Server> {
  const server = fileURLToPath(new URL('./server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', server, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, port: (JSON.parse(line) as { port: number }).port });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

interface Result {
  reqPerSec: number;
  p50: number;
  p99: number;
  rss: number;
  errors: number;
  non2xx: number;
}

async function run(port: number, path: string, body: string, pid: number | undefined): Promise<Result> {
  const opts = {
    url: `http://127.0.0.1:${port}${path}`,
    method: 'POST' as const,
    body,
    headers: { 'content-type': 'application/json', appid: 'wonder-parent-h5' },
    connections: CONNECTIONS,
  };
  await autocannon({ ...opts, duration: 1 }); // warm-up (JIT, caches)
  const r = await autocannon({ ...opts, duration: SECONDS });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    rss: rssMb(pid),
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function liveSessions(port: number, pid: number | undefined): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
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
  return rssMb(pid);
}

const fmt = (r: Result) =>
  `${String(r.reqPerSec).padStart(8)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  RSS ${r.rss} MB` +
  (r.errors || r.non2xx ? `  (errors ${r.errors}, non-2xx ${r.non2xx})` : '');

async function main() {
  console.log(
    `bench: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per case, 127.0.0.1, Node ${process.version}`,
  );
  const rows: string[] = [];
  for (const [name, path, body] of [
    ['login POST (pwdLogin)', LOGIN_PATH, loginBody],
    ['home module list POST', HOME_PATH, homeBody],
  ] as const) {
    const bare = await start('bare');
    const b = await run(bare.port, path, body, bare.child.pid);
    bare.child.kill();
    const sim = await start('sim');
    const s = await run(sim.port, path, body, sim.child.pid);
    sim.child.kill();
    const ratio = Math.round((s.reqPerSec / b.reqPerSec) * 100) / 100;
    rows.push(
      `${name}\n  bare Fastify  ${fmt(b)}\n  simulator     ${fmt(s)}\n  ratio simulator/bare ${ratio}`,
    );
    console.log(rows[rows.length - 1]);
  }
  const sim = await start('sim');
  const idle = rssMb(sim.child.pid);
  const rss = await liveSessions(sim.port, sim.child.pid);
  sim.child.kill();
  console.log(
    `simulator RSS: idle ${idle} MB, with ${SESSIONS} live sessions (login + 4 home calls each) ${rss} MB`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
