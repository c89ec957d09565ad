/** static-config (host 'static'), beyond each endpoint's success: the statuses the client retries once. */
import { endpoints as E } from '@wonder/contracts';
import { STATE } from '../states';
import { httpStatus, type InteractionSpec } from './builders';

export function staticInteractions(): InteractionSpec[] {
  return [
    httpStatus(E.stepUp.higherLevelActivity, STATE.status404Once, 404, 'a rolling deploy'),
    httpStatus(E.freshment.freshEnrollmentConfig, STATE.status504Once, 504, 'a pod restarting'),
  ];
}
