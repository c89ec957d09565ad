/** The agreement documents (app.getProtocol, chosen): the fixtures' sample text of the type asked for. */
import { endpoints } from '@wonder/contracts';
import { protocolDocument } from '@wonder/fixtures';
import { defineHandler } from '../define';
import { ok } from '../result';

export const getProtocol = defineHandler(endpoints.login.getProtocol, (ctx) =>
  ok(protocolDocument(ctx.query.type)),
);
