/**
 * evaluation-service (host 'evaluation'), beyond each endpoint's success (the report record with a new
 * report): expiry, and the record without one.
 */
import { endpoints as E } from '@wonder/contracts';
import { STATE } from '../states';
import { expiry, type InteractionSpec, success } from './builders';

export function evaluationInteractions(): InteractionSpec[] {
  return [
    expiry(E.home.getReportRecord, '1000010'),
    success(E.home.getReportRecord, {
      state: STATE.default,
      description: 'evaluation.getReportRecord succeeds without a new report',
      data: (fixture) => ({ ...(fixture as object), report_record: null }),
    }),
  ];
}
