/**
 * isSubscribe, the notification popup's follow check (doc 2 §4): calm by default like home's popups (the
 * parent follows, so no follow stage); the 'notify-follow' scenario answers not following.
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { HOME_PARAM, isOn } from '../home/params';
import { ok } from '../result';

export const isSubscribe = defineHandler(endpoints.home.isSubscribe, (ctx) =>
  ok(!isOn(ctx.params, HOME_PARAM.notifyFollow)),
);
