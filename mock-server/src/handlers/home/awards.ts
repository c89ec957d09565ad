/** The class-hour gift popup (doc 2 §4): awards the parent claimed leave the unclaimed list for the session. */
import { type DataOf, endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { ok } from '../result';
import { HOME_PARAM, isOn } from './params';

const H = endpoints.home;

type Award = DataOf<typeof H.listUnclaimedAward>[number];

/** The key an award is claimed under: its id, else its package name. */
export function awardKey(a: Pick<Award, 'id' | 'packageName'>): string {
  return a.id != null ? `id:${a.id}` : `name:${a.packageName ?? ''}`;
}

export const listUnclaimedAward = defineHandler(H.listUnclaimedAward, (ctx) => {
  if (!isOn(ctx.params, HOME_PARAM.popupClassHourGift)) return ok([]);
  return ok(ctx.successData().filter((a) => !ctx.world.claimedAwards.has(awardKey(a))));
});

export const receivePackageAward = defineHandler(H.receiveAward, (ctx) => {
  for (const a of ctx.body.packageReceives) ctx.world.claimedAwards.add(awardKey(a));
  return ok(null);
});
