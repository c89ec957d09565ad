/**
 * The newcomer (freshment) entrance (doc 2 §7, doc 3 §7): the entrance detail behind the newcomer page and
 * popup, and the static fresh-enrolment config.
 */
import { defineEndpoint } from '../endpoint';
import { FreshEnrollmentStaticConfigSchema, FreshmentConfigSchema } from '../entities/freshment';
import { SHORT_TIMEOUT_MS } from '../hosts';

export const freshmentEndpoints = {
  getEntranceDetail: defineEndpoint({
    id: 'app.getEntranceDetail',
    host: 'app',
    method: 'GET',
    path: '/v1/activity/newborn-entrance/getEntranceDetail',
    summary: 'Newcomer (fresh enrollment) config: scenes, tasks, icons; not for tourists (doc2 §7)',
    headers: ['token'],
    data: FreshmentConfigSchema,
  }),
  freshEnrollmentConfig: defineEndpoint({
    id: 'static.freshEnrollmentConfig',
    host: 'static',
    method: 'GET',
    path: '/static/json/fresh-enrollment.json',
    pathSource: 'chosen',
    summary: 'Static JSON: whether fresh enrollment is open (default open) (doc2 §7, doc3 §7)',
    note: 'File name and content not shown: an open flag and an optional period. Short timeout: non-blocking.',
    data: FreshEnrollmentStaticConfigSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
} as const;
