/**
 * The newcomer entrance detail (app.getEntranceDetail), behind the newcomer page and the home's newcomer
 * popup. Calm by default like the other home popups (home/params.ts): the popup shows only when its
 * scenario param is on; a scene param forces the scene.
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { HOME_PARAM, isOn } from '../home/params';
import { ok } from '../result';

const SCENE_KEYS = ['firstScene', 'secondScene', 'thirdScene', 'fourthScene'] as const;

export const getEntranceDetail = defineHandler(endpoints.freshment.getEntranceDetail, (ctx) => {
  const popup = isOn(ctx.params, HOME_PARAM.popupNewcomer);
  const forced = Number(ctx.params[HOME_PARAM.newcomerScene] ?? 0);
  // The newcomer popup is the third scene's (doc 2 §4): scene 3 with isShowPop.
  const scene = forced >= 1 && forced <= 4 ? forced : popup ? 3 : 0;
  const out = { ...ctx.successData(), isShowPop: popup };
  if (scene) {
    SCENE_KEYS.forEach((k, i) => {
      out[k] = i + 1 === scene;
    });
  }
  return ok(out);
});
