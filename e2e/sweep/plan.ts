/**
 * The sweep's matrix: screens × the calls each makes (on load and on its main actions, as discovered) × the
 * ways each call can fail (failures.ts). Discovery writes one part per screen and action into SWEEP_DIR; the
 * runner (scripts/sweep.mjs) merges them with the simulator's code catalogue into plan.json, which the sweep
 * reads to name its cases.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code } from '@wonder/contracts';
import { failureClass, failureId, failuresOf, type SweepFailure } from './failures';
import { SCREEN_PATHS, type SweepScreenPath } from './screens';

export interface PlanPart {
  path: SweepScreenPath;
  /** null: the screen's load. */
  action: string | null;
  /** Calls per endpoint id on a clean run. */
  calls: Record<string, number>;
}

export interface Plan {
  parts: PlanPart[];
  /** Per host: the codes it answers, with their meaning (GET /__mock/fault-catalogue). */
  hostCodes: Record<string, { code: Code; meaning: string }[]>;
}

export interface SweepCase {
  id: string;
  screen: SweepScreenPath;
  action: string | null;
  endpoint: string;
  failure: SweepFailure;
  /** How often the clean run made the call. */
  cleanCalls: number;
}

function sweepDir(): string {
  const dir = process.env.SWEEP_DIR;
  if (!dir)
    throw new Error('SWEEP_DIR is not set: run the sweep through `pnpm run sweep` (e2e/scripts/sweep.mjs)');
  return dir;
}

export function writePlanPart(part: PlanPart): void {
  const dir = join(sweepDir(), 'parts');
  mkdirSync(dir, { recursive: true });
  const name = `${part.path}${part.action ? `--${part.action}` : ''}`.replace(/[^a-zA-Z0-9-]+/g, '_');
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(part));
}

export function readPlan(): Plan {
  return JSON.parse(readFileSync(join(sweepDir(), 'plan.json'), 'utf8')) as Plan;
}

const hostOf = (endpointId: string) => endpointId.slice(0, endpointId.indexOf('.'));

/** Every case of the matrix, in a stable order (screen table order, load first, endpoint, failure). */
export function casesOf(plan: Plan): SweepCase[] {
  const order = (p: PlanPart) => SCREEN_PATHS.indexOf(p.path) * 100 + (p.action === null ? 0 : 1);
  const out: SweepCase[] = [];
  for (const part of [...plan.parts].sort(
    (a, b) => order(a) - order(b) || String(a.action).localeCompare(String(b.action)),
  )) {
    for (const endpoint of Object.keys(part.calls).sort()) {
      for (const failure of failuresOf(endpoint, plan.hostCodes[hostOf(endpoint)] ?? [])) {
        const id = [part.path, part.action ?? 'load', endpoint, failureId(failure)].join(' × ');
        out.push({
          id,
          screen: part.path,
          action: part.action,
          endpoint,
          failure,
          cleanCalls: part.calls[endpoint] ?? 0,
        });
      }
    }
  }
  return out;
}

/**
 * Cases the sweep found broken, kept in the slice so they stay mended: the class choice's list failing (the
 * storm of issue 38), growth in WeChat when the status lookup fails (the token guard broke the prerendered
 * frame's hydration, React error #418), the info re-read after joining a class (sent twice: the education
 * page's mount asked again). `action` is the screen's action, or absent for its load.
 */
const PINNED: readonly {
  screen: SweepScreenPath;
  action?: string;
  endpoint: string;
  failures: readonly string[];
}[] = [
  {
    screen: '/furtherShiftClassCenter/furtherShiftClass',
    endpoint: 'ems.stepUpResourcesList',
    failures: ['504', 'code-201'],
  },
  { screen: '/growUp/studyPlan', endpoint: 'app.getAuthTokenExt', failures: ['code-50000000'] },
  {
    screen: '/furtherShiftClassCenter/furtherShiftClass',
    action: 'join a class',
    endpoint: 'ems.stepUpInfo',
    failures: ['502'],
  },
];

/**
 * The screens of the slice the test command runs: every fourth screen of the table, the login (its actions)
 * and the pinned cases' screens. Fixed by the table's order, so the slice is the same on every run of one tree and
 * moves across the screens as they are added.
 */
export function sliceScreens(): SweepScreenPath[] {
  const every = SCREEN_PATHS.filter((_, i) => i % 4 === 0);
  return [...new Set<SweepScreenPath>(['/login', ...PINNED.map((p) => p.screen), ...every])];
}

/**
 * The slice's cases: each slice screen once, screen i taking failure class i (round robin) on the first of
 * its calls that can fail that way, every failure class at least once, and the pinned cases.
 */
export function sliceOf(cases: readonly SweepCase[]): SweepCase[] {
  const classes = [...new Set(cases.map((c) => failureClass(c.failure)))].sort();
  const picked = new Map<string, SweepCase>();
  sliceScreens().forEach((screen, i) => {
    const own = cases.filter((c) => c.screen === screen);
    const want = classes[i % classes.length];
    const hit = own.find((c) => failureClass(c.failure) === want) ?? own[0];
    if (hit) picked.set(hit.id, hit);
  });
  for (const cls of classes) {
    if ([...picked.values()].some((c) => failureClass(c.failure) === cls)) continue;
    const hit = cases.find((c) => failureClass(c.failure) === cls);
    if (hit) picked.set(hit.id, hit);
  }
  for (const c of cases) {
    const pinned = PINNED.some(
      (p) =>
        p.screen === c.screen &&
        p.endpoint === c.endpoint &&
        c.action === (p.action ?? null) &&
        p.failures.includes(failureId(c.failure)),
    );
    if (pinned) picked.set(c.id, c);
  }
  return cases.filter((c) => picked.has(c.id));
}
