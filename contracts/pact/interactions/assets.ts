/** assets-service (host 'assets'), beyond each endpoint's success: expiry, and the hours failing (dashes). */
import { endpoints as E } from '@wonder/contracts';
import { STATE } from '../states';
import { expiry, failure, type InteractionSpec } from './builders';

export function assetsInteractions(): InteractionSpec[] {
  return [
    expiry(E.parentCentre.assetsQueryUserHourGroup, '1000014'),
    failure(E.parentCentre.assetsQueryUserHourGroup, {
      state: STATE.hoursFail,
      code: 500,
      message: '课时查询失败',
      description: 'assets.queryUserHourGroup answers a business failure',
    }),
  ];
}
