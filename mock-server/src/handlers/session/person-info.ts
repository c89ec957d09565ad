/**
 * The private info (app.getPersonInfo) answers a kidBornTime of the age the parent saved in this session
 * (auth/profile.ts, member.updateOlUser), keeping the fixture's month and day.
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { ok } from '../result';

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** YYYY-MM-DD of a child who is `age` full years old at `now` (Beijing), born on the month-day given. */
export function bornDateForAge(age: number, now: number, monthDay = '06-01'): string {
  const today = new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const hadBirthday = today.slice(5) >= monthDay;
  return `${year - age - (hadBirthday ? 0 : 1)}-${monthDay}`;
}

export const getPersonInfo = defineHandler(endpoints.session.getPersonInfo, (ctx) => {
  const info = ctx.successData();
  if (ctx.world.age !== null) {
    const monthDay = /^\d{4}-(\d{2}-\d{2})/.exec(info.kidBornTime ?? '')?.[1];
    info.kidBornTime = bornDateForAge(ctx.world.age, ctx.now, monthDay);
  }
  return ok(info);
});
