/** www-share (host 'www'), beyond each endpoint's success: a status the client retries once. */
import { endpoints as E } from '@wonder/contracts';
import { STATE } from '../states';
import { httpStatus, type InteractionSpec } from './builders';

export function wwwInteractions(): InteractionSpec[] {
  return [httpStatus(E.share.shareConf, STATE.status504Once, 504, 'a pod restarting')];
}
