/**
 * WeChat share calls (doc 1 §7 "WeChat and share"): the share configuration of the www host (share
 * family: shareInfo and signPackage sit beside code/msg, success code '200') and the pea-coin reward
 * after sharing a learning PK task. The share configuration, set up by the app shell on every route, is
 * written in ./shell and keeps its place here.
 */
import { defineEndpoint } from '../endpoint';
import { BeacoinByShareBodySchema, BeacoinByShareDataSchema } from '../entities/share';
import { shellEndpoints } from './shell';

export const wechatShareEndpoints = {
  shareConf: shellEndpoints.shareConf,
  getBeacoinByShareWechat: defineEndpoint({
    id: 'app.getBeacoinByShareWechat',
    host: 'app',
    method: 'POST',
    path: '/v1/study/getBeacoinByShareWechat',
    summary: 'Pea-coin reward after sharing a learning PK task, key study only (doc1 §7, doc3 §7)',
    note: 'Answer data not shown: modelled as {beacoinNum, peaCoinNum}.',
    headers: ['session'],
    body: BeacoinByShareBodySchema,
    data: BeacoinByShareDataSchema,
  }),
} as const;
