/** tracking-service (host 'tracking'), beyond each endpoint's success: a status the client retries once. */
import { endpoints as E } from '@wonder/contracts';
import { STATE } from '../states';
import { httpStatus, type InteractionSpec } from './builders';

export function trackingInteractions(): InteractionSpec[] {
  return [httpStatus(E.tracking.writeKafka, STATE.status404Once, 404, 'a rolling deploy')];
}
