/**
 * What the parent changed in the step-up flow, per session (doc 3 §4): the chosen type (updateType makes
 * a PAGEN student PAGEY), the status (confirm completes, submitPlanTime moves a waiting student to
 * grouping, changeClass completes with the chosen class), the submitted plan times and the chosen class.
 *
 * It lives in the session's World (world.extra), so a session reset — which makes a fresh World — forgets
 * it. Entries are per student (persona id + user id): when QA switches the scenario to another step-up
 * persona, that student starts from its own fixture state instead of inheriting the previous one's writes.
 *
 * `anchor` pins the step-up dates (release of the old seat, option-switch remaining date) to the session
 * time of the first step-up call, so moving the session clock runs the grouping countdown down instead of
 * dragging the release date along.
 */
import type { DataOf, endpoints } from '@wonder/contracts';
import type { Persona } from '@wonder/fixtures';
import { SESSION_CAPS } from '../../caps';
import type { World } from '../../world/world';

type ClassItem = DataOf<typeof endpoints.stepUp.resourcesList>['all'][number];

export interface StudentStepUp {
  type?: 2 | 3;
  status?: 1 | 2 | 3;
  /** plan_time as submitted (JSON of ranges). */
  planTime?: string;
  planStepId?: number;
  /** The class joined through changeClass, with its card when the simulator served it. */
  classId?: number;
  chosenClass?: ClassItem;
}

export interface StepUpSessionState {
  anchor: number | null;
  /** Plain object, not a Map: world.extra holds JSON data only (sessions are snapshotted as JSON). */
  students: Record<string, StudentStepUp>;
}

const KEY = 'step-up';

export function stepUpSession(world: World): StepUpSessionState {
  let state = world.extra.get(KEY) as StepUpSessionState | undefined;
  if (!state) {
    state = { anchor: null, students: {} };
    world.extra.set(KEY, state);
  }
  return state;
}

/** The session time the step-up dates are computed from (set on first use). */
export function stepUpAnchor(world: World, now: number): number {
  const state = stepUpSession(world);
  if (state.anchor === null) state.anchor = now;
  return state.anchor;
}

function studentKey(p: Persona): string {
  return `${p.id}/${p.userId}`;
}

export function studentState(world: World, p: Persona): StudentStepUp {
  const students = stepUpSession(world).students;
  let s = students[studentKey(p)];
  if (!s) {
    s = {};
    // Bounded like the rest of the world: a handful of students per session at most in practice.
    const keys = Object.keys(students);
    if (keys.length >= SESSION_CAPS.stepUpStudents) delete students[keys[0] as string];
    students[studentKey(p)] = s;
  }
  return s;
}

export function peekStudentState(world: World, p: Persona): StudentStepUp | undefined {
  return stepUpSession(world).students[studentKey(p)];
}
