/**
 * The intended-time screen (doc 3 §2, §5): the rows (at most 5; add hidden at 5; delete per row), each
 * reading 'please choose preferred time' until chosen, the four-column picker, and the confirm dialog with
 * the course and the numbered ranges. Presentational: rows and picker value in, events out.
 */
import type { TimeColumnResponse } from '@wonder/contracts';
import { Button, Dialog, Picker } from 'antd-mobile';
import { fmt } from '../../../texts';
import { canAddRow, MAX_ROWS, type PlanRow, pickerColumns, rowText } from '../rules/plan-time';
import { choiceTimeTexts, stepUpCommon } from '../texts';
import './step-up.css';

export interface PlanRowsProps {
  course: string;
  rows: readonly PlanRow[];
  columns: TimeColumnResponse | null;
  onPick(rowId: number): void;
  onRemove(rowId: number): void;
  onAdd(): void;
}

export function PlanRows({ course, rows, columns, onPick, onRemove, onAdd }: PlanRowsProps) {
  return (
    <section className="wp-su-card" aria-labelledby="wp-su-rows-title">
      <h2 id="wp-su-rows-title" className="wp-su-card__title">
        {fmt(choiceTimeTexts.course, { course })}
      </h2>
      <p className="wp-su-status__text">{fmt(choiceTimeTexts.lead, { max: MAX_ROWS })}</p>
      <ol className="wp-su-rows">
        {rows.map((row, i) => {
          const text = rowText(row, columns);
          const label = fmt(choiceTimeTexts.row, { n: i + 1 });
          return (
            <li key={row.id} className="wp-su-row">
              <button
                type="button"
                className={`wp-su-row__pick${row.weekStart === null ? ' wp-su-row__pick--empty' : ''}`}
                aria-label={`${label}：${text}`}
                onClick={() => onPick(row.id)}
              >
                <span className="wp-su-row__label">{label}</span>
                <span className="wp-su-row__value">{text}</span>
              </button>
              <button
                type="button"
                className="wp-su-row__remove"
                aria-label={fmt(choiceTimeTexts.removeRow, { n: i + 1 })}
                onClick={() => onRemove(row.id)}
              >
                {choiceTimeTexts.remove}
              </button>
            </li>
          );
        })}
      </ol>
      {canAddRow(rows) && (
        <Button block fill="outline" shape="rounded" onClick={onAdd}>
          {choiceTimeTexts.add}
        </Button>
      )}
    </section>
  );
}

export interface TimeRangePickerProps {
  columns: TimeColumnResponse;
  visible: boolean;
  /** The row's [weekStart, timeStart, weekEnd, timeEnd]; the end days follow the start day. */
  value: (string | number | null)[];
  /** Refusing (same weekday) is the container's: it keeps the picker open by ignoring the close after it. */
  onConfirm(value: (string | number | null)[]): void;
  onClose(): void;
}

const HEADS = [
  choiceTimeTexts.startDay,
  choiceTimeTexts.startTime,
  choiceTimeTexts.endDay,
  choiceTimeTexts.endTime,
];

/** The four-column picker: start day, start time, end day, end time (column names in its header). */
export function TimeRangePicker(p: TimeRangePickerProps) {
  return (
    <Picker
      visible={p.visible}
      value={p.value}
      columns={(value) => pickerColumns(p.columns, value)}
      onConfirm={(value) => p.onConfirm(value)}
      onClose={p.onClose}
      closeOnMaskClick
      confirmText={stepUpCommon.confirm}
      cancelText={stepUpCommon.cancel}
      popupClassName="wp-su-picker wp-theme-picker-rows"
      title={
        <div className="wp-su-picker__title">
          <span className="wp-su-picker__name">{choiceTimeTexts.pickerTitle}</span>
          <span className="wp-su-picker__heads" aria-hidden="true">
            {HEADS.map((h) => (
              <span key={h}>{h}</span>
            ))}
          </span>
        </div>
      }
    />
  );
}

export interface ConfirmTimesDialogProps {
  visible: boolean;
  course: string;
  ranges: readonly string[];
  submitting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Please confirm whether to submit the following intended times', with the course and numbered ranges. */
export function ConfirmTimesDialog(p: ConfirmTimesDialogProps) {
  return (
    <Dialog
      visible={p.visible}
      title={stepUpCommon.warmTip}
      aria-label={choiceTimeTexts.confirmSubmit}
      content={
        <div className="wp-su-dialog-text">
          <p>{choiceTimeTexts.confirmSubmit}</p>
          <p className="wp-su-dialog-strong">{fmt(choiceTimeTexts.course, { course: p.course })}</p>
          <ol className="wp-su-ranges">
            {p.ranges.map((r, i) => (
              <li key={r}>{fmt(choiceTimeTexts.numbered, { n: i + 1, range: r })}</li>
            ))}
          </ol>
        </div>
      }
      onClose={p.onCancel}
      actions={[
        [
          { key: 'cancel', text: stepUpCommon.cancel, onClick: p.onCancel, disabled: p.submitting },
          { key: 'ok', text: stepUpCommon.confirm, bold: true, onClick: p.onConfirm, disabled: p.submitting },
        ],
      ]}
    />
  );
}
