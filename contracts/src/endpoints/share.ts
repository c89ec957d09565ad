/**
 * WeChat share (doc 1 §7 "WeChat and share"): the share configuration of the www host (share family:
 * shareInfo and signPackage sit beside code/msg, success code '200'), set up by the app shell on every route,
 * and the pea-coin reward after sharing a learning PK task.
 */
import { defineEndpoint } from '../endpoint';
import {
  BeacoinByShareBodySchema,
  BeacoinByShareDataSchema,
  ShareConfBodySchema,
  ShareConfDataSchema,
} from '../entities/share';

export const shareEndpoints = {
  shareConf: defineEndpoint({
    id: 'www.shareConf',
    host: 'www',
    method: 'POST',
    path: '/api_index.php/weixin/index/shareConf',
    summary: 'WeChat JS-SDK sign package and share info for a page url (doc1 §7)',
    note: "Code other than '200' fails the SDK setup with the server message; no shareInfo is a flow error (doc1 §8).",
    body: ShareConfBodySchema,
    data: ShareConfDataSchema,
    family: 'share',
  }),
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
