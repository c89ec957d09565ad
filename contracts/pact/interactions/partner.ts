/** learning-partner (host 'partner'), beyond each endpoint's success: expiry, and no head master. */
import { endpoints as E } from '@wonder/contracts';
import { STATE } from '../states';
import { expiry, type InteractionSpec, success } from './builders';

export function partnerInteractions(): InteractionSpec[] {
  return [
    expiry(E.stepUp.getUpdateStatus, '1000010'),
    // No head master: the contact dialog offers customer service instead.
    success(E.stepUp.admin, {
      state: STATE.headTeacherAbsent,
      description: 'partner.admin answers no head master (data null)',
    }),
  ];
}
