/**
 * Soak: the simulator in its own process, driven over HTTP the way a QA team uses it — many sessions, each
 * switching scenarios, logging in, loading home, reading its profile with the token, moving its clock,
 * setting and clearing faults, reading its journal — then left idle until its sessions expire. Reports
 * requests, errors, 5xx, RSS at start (after a warm-up), after the load and after idle (once the idle
 * sessions are dropped and a collection has run).
 *   pnpm --filter @wonder/mock-server soak     (SOAK_REQUESTS, default 100000; SOAK_SESSIONS, default 200)
 * test/soak.test.ts runs the same with small counts in the test command.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import { startServer } from './server-process';

export interface SoakOptions {
  requests: number;
  sessions: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Idle time after which the simulator drops a session. */
  idleMs?: number;
}

export interface SoakResult {
  requests: number;
  sessions: number;
  errors: number;
  status5xx: number;
  seconds: number;
  rssStartMb: number;
  rssLoadedMb: number;
  rssIdleMb: number;
  sessionsAfterIdle: number;
}

const HOME = endpoints.home.homePageShowConfig;
const PERSON = endpoints.session.getPersonInfo;
// No latency scenarios: the soak is about state and memory, not waiting.
const SCENARIOS = ['default', 'trial-y', 'trial-n', 'step-up-t2-s1', 'tourist'];

function rssMb(pid: number | undefined): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One visit of a session: the calls a QA tester's app and control page make, in order. */
function visit(origin: string, session: string, n: number): (() => Promise<Response>)[] {
  const admin = `${origin}/__mock/sessions/${session}`;
  const json = { 'content-type': 'application/json', 'x-mock-session': session, appid: 'wonder-parent-h5' };
  let token = '';
  let userId = '';
  const home = () =>
    fetch(`${origin}/${HOME.host}${HOME.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ limit: 2, page: 1, showDeviceType: 1, showUserType: 2, userId }),
    });
  return [
    () =>
      fetch(`${admin}/scenarios`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ scenarios: [SCENARIOS[n % SCENARIOS.length]] }),
      }),
    async () => {
      const r = await fetch(`${admin}/login`, {
        method: 'POST',
        headers: json,
        body: '{"persona":"official"}',
      });
      const body = (await r.clone().json()) as { token?: string; userId?: string };
      token = body.token ?? '';
      userId = body.userId ?? '';
      return r;
    },
    home,
    () =>
      fetch(`${origin}/${PERSON.host}${PERSON.path}?token=${token}`, {
        headers: {
          ...json,
          token,
          klzz_ol_home_token: token,
          klzz_ol_home_uid: userId,
          klzz_ol_home_time: '0',
        },
      }),
    home,
    () => fetch(`${admin}/clock`, { method: 'POST', headers: json, body: '{"advanceMs":3600000}' }),
    () =>
      fetch(`${admin}/faults`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ faults: [{ endpoint: HOME.id, code: '500001', times: 1 }], append: true }),
      }),
    home,
    () => fetch(`${admin}/faults`, { method: 'DELETE', headers: { [MOCK_ADMIN_HEADER]: '1' } }),
    () => fetch(`${admin}/journal?limit=20`),
  ];
}

export async function soak(options: SoakOptions): Promise<SoakResult> {
  const concurrency = options.concurrency ?? 16;
  const idleMs = options.idleMs ?? 3000;
  const { child, origin } = await startServer('sim', {
    nodeArgs: ['--expose-gc'],
    env: { SIM_SESSION_IDLE_MS: String(idleMs) },
  });
  const result = { requests: 0, errors: 0, status5xx: 0 };
  const run = async (call: () => Promise<Response>) => {
    try {
      const r = await call();
      await r.arrayBuffer();
      if (r.status >= 500) result.status5xx++;
    } catch {
      result.errors++;
    }
    result.requests++;
  };
  try {
    // Warm-up: every route once (validators compile on first use, fixture caches fill), then idle.
    for (const call of visit(origin, 'soak-warm-up', 0)) await run(call);
    await sleep(idleMs * 2);
    child.kill('SIGUSR2');
    await sleep(500);
    const rssStartMb = rssMb(child.pid);
    result.requests = 0;

    const started = performance.now();
    let next = 0;
    const perVisit = visit(origin, 'x', 0).length;
    const visits = Math.ceil(options.requests / perVisit);
    const worker = async () => {
      while (next < visits) {
        const n = next++;
        for (const call of visit(origin, `soak-${n % options.sessions}`, n)) await run(call);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const rssLoadedMb = rssMb(child.pid);

    // Idle: the sweep (every quarter of the idle time) drops every session; then a collection.
    await sleep(idleMs * 2);
    child.kill('SIGUSR2');
    await sleep(500);
    const list = (await (await fetch(`${origin}/__mock/sessions`)).json()) as { sessions: unknown[] };
    return {
      ...result,
      sessions: options.sessions,
      seconds,
      rssStartMb,
      rssLoadedMb,
      rssIdleMb: rssMb(child.pid),
      sessionsAfterIdle: list.sessions.length,
    };
  } finally {
    child.kill();
  }
}

async function main() {
  const requests = Number(process.env.SOAK_REQUESTS ?? 100_000);
  const sessions = Number(process.env.SOAK_SESSIONS ?? 200);
  const r = await soak({ requests, sessions });
  console.log(
    `soak: ${r.requests} requests over ${r.sessions} sessions in ${r.seconds} s (${Math.round(r.requests / r.seconds)} req/s): ` +
      `${r.errors} errors, ${r.status5xx} 5xx\n` +
      `  RSS: start ${r.rssStartMb} MB, after the load ${r.rssLoadedMb} MB, after idle ${r.rssIdleMb} MB ` +
      `(${Math.round((r.rssIdleMb / r.rssStartMb - 1) * 1000) / 10} % of the start); sessions left after idle: ${r.sessionsAfterIdle}`,
  );
  if (r.errors || r.status5xx || r.rssIdleMb > r.rssStartMb * 1.1) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
