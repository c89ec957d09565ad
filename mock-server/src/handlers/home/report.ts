/**
 * The study-situation report card (doc 2 §4): the 'new report' header shows only while the record carries
 * an unread report. Calm by default (the card shows its totals, no new record); with the scenario param
 * reportNewRecord the fixture's record is new until the app marks it read, and the read state persists
 * in the session (world.readReports) until reset.
 */
import { type DataOf, endpoints } from '@wonder/contracts';
import type { ParsedBody } from '../contract-types';
import { type HandlerContext, type HandlerMap, type HandlerResult, ok } from '../define';
import { HOME_PARAM, isOn } from './params';

const H = endpoints.home;
type ReportRecord = DataOf<typeof H.getReportRecord>;
type ReadBody = ParsedBody<typeof H.updateReportReadStatus>;

function getReportRecord(ctx: HandlerContext): HandlerResult {
  const record = ctx.successData() as ReportRecord;
  if (!record) return ok(record);
  const item = record.report_record;
  const fresh =
    item != null &&
    isOn(ctx.params, HOME_PARAM.reportNewRecord) &&
    !ctx.world.readReports.has(String(item.id));
  return ok({ ...record, report_record: fresh ? item : null });
}

function updateReportReadStatus(ctx: HandlerContext): HandlerResult {
  const body = ctx.body as ReadBody;
  ctx.world.readReports.add(String(body.id));
  return ok(null);
}

export const reportHandlers: HandlerMap = {
  [H.getReportRecord.id]: getReportRecord,
  [H.updateReportReadStatus.id]: updateReportReadStatus,
};
