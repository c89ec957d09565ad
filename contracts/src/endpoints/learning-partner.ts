/**
 * Learning-partner (head-teacher) callbacks (doc 3 §7). The host differs in the grey environment
 * (getIsGray picks it); answers are {code:0, msg, data}.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  HEAD_MASTER_FIELDS,
  PushStatusReplySchema,
  UpdateStatusReplySchema,
} from '../entities/parent-centre';
import { HeadMasterInfoSchema } from '../entities/step-up';

const userId = z.string().check(z.minLength(1));
const UserBodySchema = z.object({ user_id: userId });

const serviceTokenNote =
  'Headers are not shown: the token header carries the learning-partner service token (getServiceToken ' +
  "with serviceName 'learning-partner').";

export const learningPartnerEndpoints = {
  sendUserCrNotice: defineEndpoint({
    id: 'partner.sendUserCrNotice',
    host: 'partner',
    method: 'POST',
    path: '/core/callback/send_user_cr_notice',
    summary: 'Notify the head teacher to contact the parent within 24 hours (doc3 §4)',
    note: `${serviceTokenNote} The app reads the code only; data is modelled as null.`,
    headers: ['token'],
    body: UserBodySchema,
    data: z.null(),
  }),
  getUserPushStatus: defineEndpoint({
    id: 'partner.getUserPushStatus',
    host: 'partner',
    method: 'POST',
    path: '/core/callback/get_user_push_status',
    summary: "Push status of the head-teacher notice: '1' off, '2' on (doc3 §3)",
    note: serviceTokenNote,
    headers: ['token'],
    body: UserBodySchema,
    data: PushStatusReplySchema,
  }),
  admin: defineEndpoint({
    id: 'partner.admin',
    host: 'partner',
    method: 'POST',
    path: '/core/callback/admin',
    summary: 'The head master (id, mobile) of the contact dialog; null when the student has none (doc3 §4)',
    note: `${serviceTokenNote} id is the user id; fields is always '${HEAD_MASTER_FIELDS}'.`,
    headers: ['token'],
    body: z.object({ id: userId, fields: z.literal(HEAD_MASTER_FIELDS) }),
    data: z.nullable(HeadMasterInfoSchema),
  }),
  getUpdateStatus: defineEndpoint({
    id: 'partner.getUpdateStatus',
    host: 'partner',
    method: 'POST',
    path: '/core/callback/get_update_status',
    summary: "The step-up update switch: '0' off, '1' on (doc3 §2 entry routing, §3)",
    note: `${serviceTokenNote} Read as data.status; some screens read data.list.status, modelled as optional.`,
    headers: ['token'],
    body: UserBodySchema,
    data: UpdateStatusReplySchema,
  }),
} as const;
