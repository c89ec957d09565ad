/**
 * The study-situation report card (doc 2 §4): the 'new report' header shows only while the record carries
 * an unread report. Calm by default (the card shows its totals, no new record); with the scenario param
 * reportNewRecord the fixture's record is new until the app marks it read, and the read state persists
 * in the session (world.readReports) until reset.
 */
import { endpoints } from '@wonder/contracts';
import { defineHandler } from '../define';
import { ok } from '../result';
import { HOME_PARAM, isOn } from './params';

const H = endpoints.home;

export const getReportRecord = defineHandler(H.getReportRecord, (ctx) => {
  const record = ctx.successData();
  if (!record) return ok(record);
  const item = record.report_record;
  const fresh =
    item != null &&
    isOn(ctx.params, HOME_PARAM.reportNewRecord) &&
    !ctx.world.readReports.has(String(item.id));
  return ok({ ...record, report_record: fresh ? item : null });
});

export const updateReportReadStatus = defineHandler(H.updateReportReadStatus, (ctx) => {
  ctx.world.readReports.add(String(ctx.body.id));
  return ok(null);
});
