/** aic-gateway (host 'gateway'), beyond each endpoint's success: expiry, and the hour tiles' failures. */
import { endpoints as E } from '@wonder/contracts';
import { STATE } from '../states';
import { expiry, failure, type InteractionSpec } from './builders';

export function gatewayInteractions(): InteractionSpec[] {
  return [
    expiry(E.shell.getUnReadMsgNum, '1000010'),
    // The parent-centre tiles show dashes when these fail (doc 3 §4, §8).
    failure(E.parentCentre.multiBrandSummaryList, {
      state: STATE.hoursFail,
      code: 500,
      message: '课时查询失败',
      description: 'gateway.multiBrandHourSummaryList answers a business failure',
    }),
    failure(E.parentCentre.leaveSummary, {
      state: STATE.hoursFail,
      code: 500,
      message: '课时查询失败',
      description: 'gateway.leaveSummary answers a business failure',
    }),
  ];
}
