/**
 * Step-up (ems) handlers, doc 3 §2 entry routing, §4 transitions, §8 codes. The info call answers the
 * persona's fixture info (fixtures stepUpInfoFor, so every routing row has its persona) with what the
 * session changed on top (state.ts):
 *  - updateType: the student becomes PAGEY (type 2);
 *  - confirm: status 3 (completed);
 *  - submitPlanTime: planTime as submitted; a waiting student moves to grouping (status 2);
 *  - changeClass: the class is joined (newClassId, its teacher, first lesson and cycle), status 3.
 * Ineligible students (personas step-up-ineligible-*, and anyone who is not an official student:
 * NOT_STUDENT) get code 201 with their studentCode. The keep-alive counts pings per session and, with the
 * scenario param keepAliveLimit = N, answers 201 from ping N+1 on (the app stops pinging on 201).
 */
import {
  type DataOf,
  decodePlanTime,
  encodeCycle,
  encodePlanTime,
  endpoints,
  STEP_UP_CODE,
  STEP_UP_GROUP_STATE,
  STEP_UP_INELIGIBLE,
  STEP_UP_LIMITS,
  STEP_UP_TYPE,
  STUDENT_STATUS,
  type StepUpIneligibleCode,
  WEEKDAYS,
} from '@wonder/contracts';
import { stepUpInfoFor, stepUpStateOf } from '@wonder/fixtures';
import { defineHandler, type HandlerContext } from '../define';
import { type Failure, fail, ok } from '../result';
import { peekStudentState, stepUpAnchor, studentState } from './state';

const SU = endpoints.stepUp;

type StepUpInfo = DataOf<typeof SU.info>;
type ClassItem = DataOf<typeof SU.resourcesList>['all'][number];

/** Scenario param: pings answered 200 before the lock is lost (keep-alive-201-after-n). */
export const KEEP_ALIVE_LIMIT_PARAM = 'keepAliveLimit';

/** Messages of the 201 answers; the app toasts the msg (doc 3 §8). */
export const STEP_UP_FAILURE = {
  ineligible: {
    [STEP_UP_INELIGIBLE.NOT_STUDENT]: '您还不是正式学员，暂不能参与升阶',
    [STEP_UP_INELIGIBLE.NOT_STEP_UP]: '当前不在本次升阶范围内',
    [STEP_UP_INELIGIBLE.NOT_HAS_COURSE]: '暂无在读课程，无法升阶',
    [STEP_UP_INELIGIBLE.NOT_FORMAL_CLASS]: '当前所在班级不是正式班级',
    [STEP_UP_INELIGIBLE.EXCLUSIVE_STUDENT]: '专属学员请联系班主任办理升阶',
  } as Record<StepUpIneligibleCode, string>,
  keepAliveLost: '班级锁定已失效，请重新选择班级',
  /** The identity check refused (scenario step-up-check-fails). */
  checkFailed: '当前账号正在其他设备上选班，请稍后再试',
  /** The info refused without an ineligibility code (scenario step-up-info-201). */
  infoFailed: '学员升阶信息查询失败，请稍后再试',
} as const;

/** A 201 carrying studentCode beside the code, as the ems family defines it (envelope `extra`). */
export function ineligibleAnswer(code: StepUpIneligibleCode): Failure {
  return fail(STEP_UP_CODE.FAIL, STEP_UP_FAILURE.ineligible[code], { extra: { studentCode: code } });
}

export function ineligibleCodeOf(ctx: HandlerContext): StepUpIneligibleCode | undefined {
  if (ctx.persona.studentStatus !== STUDENT_STATUS.OFFICIAL_STUDENT) return STEP_UP_INELIGIBLE.NOT_STUDENT;
  return ctx.persona.stepUp?.ineligible;
}

const WEEKDAY_BY_NAME = new Map<string, number>(
  Object.entries(WEEKDAYS).map(([n, name]) => [name as string, Number(n)]),
);

/** A class card's cycle ['周一 18:30', '周三 19:00'] as the info's newCycle JSON. */
function cycleJson(c: ClassItem): string | null {
  const items = c.cycle.map((part) => {
    const [day, time] = part.split(' ');
    return { week: WEEKDAY_BY_NAME.get(day ?? '') ?? 0, time: time ?? '' };
  });
  try {
    return encodeCycle(items);
  } catch {
    return null;
  }
}

/** The student's info now: the fixture for the persona in its current state, plus the session's writes. */
export function currentStepUpInfo(ctx: HandlerContext): StepUpInfo {
  const anchor = stepUpAnchor(ctx.world, ctx.now);
  const base = stepUpStateOf(ctx.persona);
  const s = peekStudentState(ctx.world, ctx.persona) ?? {};
  const info = stepUpInfoFor(
    {
      ...ctx.persona,
      stepUp: {
        ...base,
        type: s.type ?? base.type,
        status: s.status ?? base.status,
        hasPlanTime: s.planTime !== undefined || base.hasPlanTime,
      },
    },
    anchor,
  );
  if (s.planTime !== undefined) info.planTime = s.planTime;
  if (s.planStepId !== undefined) info.planStepId = s.planStepId;
  if (s.classId !== undefined) {
    info.newClassId = s.classId;
    const c = s.chosenClass;
    const teacher = c?.teacher[0];
    if (teacher) {
      info.newTeacherId = teacher.id;
      info.newTeacherName = teacher.nickname;
    }
    if (c) {
      info.newFirstTime = c.firstLiveTime;
      info.newCycle = cycleJson(c) ?? info.newCycle;
    }
  }
  return info;
}

export const info = defineHandler(SU.info, (ctx) => {
  const code = ineligibleCodeOf(ctx);
  if (code !== undefined) return ineligibleAnswer(code);
  return ok(currentStepUpInfo(ctx));
});

export const updateType = defineHandler(SU.updateType, (ctx) => {
  studentState(ctx.world, ctx.persona).type = STEP_UP_TYPE.NEW_STEP;
  return ok(null);
});

export const confirm = defineHandler(SU.confirm, (ctx) => {
  studentState(ctx.world, ctx.persona).status = STEP_UP_GROUP_STATE.COMPLETED;
  return ok(null);
});

export const submitPlanTime = defineHandler(SU.submitPlanTime, (ctx) => {
  const { body } = ctx;
  const current = currentStepUpInfo(ctx);
  const s = studentState(ctx.world, ctx.persona);
  // Kept normalised (what encodePlanTime makes, as the app sends it): padding cannot grow the session.
  s.planTime = encodePlanTime(decodePlanTime(body.plan_time));
  s.planStepId = body.plan_step_id;
  if (current.status === STEP_UP_GROUP_STATE.WAITING) s.status = STEP_UP_GROUP_STATE.GROUPING;
  return ok(null);
});

/** Every class card the simulator shows this persona (recommended and all, both lists). */
function knownClasses(ctx: HandlerContext): ClassItem[] {
  const a = ctx.successData(SU.resourcesList);
  const b = ctx.successData(SU.classResourceList);
  return [...a.recommend, ...a.all, ...b.recommend, ...b.all];
}

export const changeClass = defineHandler(SU.changeClass, (ctx) => {
  const { body } = ctx;
  const s = studentState(ctx.world, ctx.persona);
  s.classId = body.class_id;
  s.planStepId = body.plan_step_id;
  const card = knownClasses(ctx).find((c) => c.classId === body.class_id);
  if (card) s.chosenClass = card;
  else delete s.chosenClass;
  s.status = STEP_UP_GROUP_STATE.COMPLETED;
  return ok(null);
});

export const keepAlive = defineHandler(SU.resourcesKeep, (ctx) => {
  ctx.world.keepAlivePings += 1;
  const limit = Number(ctx.params[KEEP_ALIVE_LIMIT_PARAM] ?? 0);
  if (limit > 0 && ctx.world.keepAlivePings > limit) {
    return fail(STEP_UP_CODE.FAIL, STEP_UP_FAILURE.keepAliveLost);
  }
  return ok(null);
});

/** The all-classes chooser: pages of ALL_CLASSES_PAGE_SIZE when asked, applied ranges from the submit. */
export const classResourceList = defineHandler(SU.classResourceList, (ctx) => {
  const { body } = ctx;
  const data = ctx.successData();
  const s = peekStudentState(ctx.world, ctx.persona);
  if (s?.planTime !== undefined) {
    const pad = (n: number) => String(n).padStart(2, '0');
    data.applyCycle = decodePlanTime(s.planTime).map(([a, b]) => ({
      week1: a.w,
      week2: b.w,
      time1: `${pad(a.h)}:${pad(a.m)}`,
      time2: `${pad(b.h)}:${pad(b.m)}`,
    }));
  }
  if (body.page !== undefined) {
    const size = body.pageSize ?? STEP_UP_LIMITS.ALL_CLASSES_PAGE_SIZE;
    data.all = data.all.slice((body.page - 1) * size, body.page * size);
  }
  return ok(data);
});
