/**
 * Profile writes and what reads them back:
 *  - the age-selection dialog saves the child's age (member.updateOlUser, 3–20); it persists in the
 *    session (world.age) and the private info (app.getPersonInfo) answers a kidBornTime of that age;
 *  - the WeChat rebind (member.phoneChangeWechat): with the scenario param rebindConflict the first call
 *    answers the conflict (rebound false + the phone already bound, doc 1 §8 confirm); the call the app
 *    sends after 绑定 (confirm true) rebinds.
 */
import { type DataOf, endpoints } from '@wonder/contracts';
import { personaById } from '../../world/personas';
import type { ParsedBody } from '../contract-types';
import { type HandlerContext, type HandlerMap, type HandlerResult, ok } from '../define';

const A = endpoints.auth;
const O = endpoints.common;

type PrivateInfo = DataOf<typeof O.getPersonInfo>;

/** Scenario param of 'rebind-conflict'. */
export const REBIND_CONFLICT_PARAM = 'rebindConflict';

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** YYYY-MM-DD of a child who is `age` full years old at `now` (Beijing), born on the month-day given. */
export function bornDateForAge(age: number, now: number, monthDay = '06-01'): string {
  const today = new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const hadBirthday = today.slice(5) >= monthDay;
  return `${year - age - (hadBirthday ? 0 : 1)}-${monthDay}`;
}

function updateOlUser(ctx: HandlerContext): HandlerResult {
  const body = ctx.body as ParsedBody<typeof A.updateOlUser>;
  ctx.world.age = body.age;
  return ok(null);
}

function getPersonInfo(ctx: HandlerContext): HandlerResult {
  const info = ctx.successData() as PrivateInfo;
  if (ctx.world.age !== null) {
    const monthDay = /^\d{4}-(\d{2}-\d{2})/.exec(info.kidBornTime ?? '')?.[1];
    info.kidBornTime = bornDateForAge(ctx.world.age, ctx.now, monthDay);
  }
  return ok(info);
}

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

function phoneChangeWechat(ctx: HandlerContext): HandlerResult {
  const body = ctx.body as ParsedBody<typeof A.phoneChangeWechat>;
  const v = ctx.params[REBIND_CONFLICT_PARAM];
  const conflict = v !== undefined && v !== 0 && v !== '0' && v !== '';
  if (conflict && body.confirm !== true) {
    // Another account's phone: the WeChat account is bound to someone else.
    const other = personaById(ctx.persona.id === 'trial-y' ? 'trial-n' : 'trial-y');
    return ok({ rebound: false, boundPhone: maskPhone(other.phone) });
  }
  return ok({ rebound: true, boundPhone: null });
}

export const profileHandlers: HandlerMap = {
  [A.updateOlUser.id]: updateOlUser,
  [O.getPersonInfo.id]: getPersonInfo,
  [A.phoneChangeWechat.id]: phoneChangeWechat,
};
