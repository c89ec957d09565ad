/**
 * Profile writes:
 *  - the age-selection dialog saves the child's age (member.updateOlUser, 3–20); it persists in the
 *    session (world.age), where the private info (common/person-info.ts) reads it back;
 *  - the WeChat rebind (member.phoneChangeWechat): with the scenario param rebindConflict the first call
 *    answers the conflict (rebound false + the phone already bound, doc 1 §8 confirm); the call the app
 *    sends after 绑定 (confirm true) rebinds.
 */
import { endpoints } from '@wonder/contracts';
import { personaById } from '../../world/personas';
import { defineHandler } from '../define';
import { ok } from '../result';

const L = endpoints.login;

/** Scenario param of 'rebind-conflict'. */
export const REBIND_CONFLICT_PARAM = 'rebindConflict';

export const updateOlUser = defineHandler(L.updateOlUser, (ctx) => {
  ctx.world.age = ctx.body.age;
  return ok(null);
});

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export const phoneChangeWechat = defineHandler(L.phoneChangeWechat, (ctx) => {
  const v = ctx.params[REBIND_CONFLICT_PARAM];
  const conflict = v !== undefined && v !== 0 && v !== '0' && v !== '';
  if (conflict && ctx.body.confirm !== true) {
    // Another account's phone: the WeChat account is bound to someone else.
    const other = personaById(ctx.persona.id === 'trial-y' ? 'trial-n' : 'trial-y');
    return ok({ rebound: false, boundPhone: maskPhone(other.phone) });
  }
  return ok({ rebound: true, boundPhone: null });
});
