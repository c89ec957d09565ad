/**
 * The step-up dialogs (doc 3 §3 dialog types, §8 texts), all titled 'Warm tip'. Presentational: open
 * when given, events out.
 * - 1 complete: the confirm success text;
 * - 2 has head teacher / 3 no head teacher: HeadTeacherDialog;
 * - 4 error: 'user id: {id}, {msg}', or 'please log in first' without a user;
 * - 5 control: an option whose switch is off;
 * and the tips dialog of the education page, and the 2021 entrance's first-visit modal.
 */
import { STEP_UP_DIALOG } from '@wonder/contracts';
import { Dialog } from 'antd-mobile';
import { fmt, texts } from '../../../texts';
import { educationTexts, headTeacherTexts, higherLevelTexts, stepUpCommon } from '../texts';

export type NoticeDialog =
  | { type: typeof STEP_UP_DIALOG.COMPLETE }
  | { type: typeof STEP_UP_DIALOG.ERROR; userId: string | null; message: string }
  | { type: typeof STEP_UP_DIALOG.CONTROL };

export function noticeText(dialog: NoticeDialog): string {
  switch (dialog.type) {
    case STEP_UP_DIALOG.COMPLETE:
      return educationTexts.confirmSuccess;
    case STEP_UP_DIALOG.ERROR:
      return dialog.userId
        ? fmt(educationTexts.errorDialog, { id: dialog.userId, msg: dialog.message })
        : educationTexts.pleaseLogin;
    default:
      return educationTexts.controlClosed;
  }
}

export interface StepUpNoticeDialogProps {
  dialog: NoticeDialog | null;
  onClose(): void;
}

/** Dialog types 1, 4 and 5: a text and 我知道了. */
export function StepUpNoticeDialog({ dialog, onClose }: StepUpNoticeDialogProps) {
  return (
    <Dialog
      visible={dialog !== null}
      title={stepUpCommon.warmTip}
      aria-label={stepUpCommon.warmTip}
      content={dialog && <p className="wp-su-dialog-text">{noticeText(dialog)}</p>}
      onClose={onClose}
      actions={[{ key: 'ok', text: texts.common.gotIt, bold: true, onClick: onClose }]}
    />
  );
}

export interface TipsDialogProps {
  visible: boolean;
  onContact(): void;
  onClose(): void;
}

/** The education page's tips: how the step-up works, and a way to the head teacher. */
export function TipsDialog({ visible, onContact, onClose }: TipsDialogProps) {
  return (
    <Dialog
      visible={visible}
      title={educationTexts.tips}
      aria-label={educationTexts.tips}
      content={<p className="wp-su-dialog-text">{educationTexts.tipsContent}</p>}
      onClose={onClose}
      closeOnAction
      actions={[
        [
          { key: 'contact', text: headTeacherTexts.contact, onClick: onContact },
          { key: 'ok', text: texts.common.gotIt, bold: true, onClick: onClose },
        ],
      ]}
    />
  );
}

export type HeadTeacherState =
  | { kind: 'loading' }
  | { kind: 'present'; mobile: string }
  /** No head master: customer service (dialog type 3). */
  | { kind: 'absent'; hotline: string };

export interface HeadTeacherDialogProps {
  visible: boolean;
  state: HeadTeacherState;
  notifying?: boolean;
  onCopy(): void;
  onNotify(): void;
  onCall(): void;
  onClose(): void;
}

/** Dialog types 2 (has head teacher: copy the mobile, notify) and 3 (no head teacher: the hotline). */
export function HeadTeacherDialog(props: HeadTeacherDialogProps) {
  const { visible, state, notifying = false, onCopy, onNotify, onCall, onClose } = props;
  const close = { key: 'close', text: stepUpCommon.close, onClick: onClose };
  let content = <p className="wp-su-dialog-text">{stepUpCommon.loading}</p>;
  let actions: Parameters<typeof Dialog>[0]['actions'] = [close];
  if (state.kind === 'present') {
    content = (
      <div className="wp-su-dialog-text">
        <p>{headTeacherTexts.content}</p>
        <p className="wp-su-dialog-strong">{fmt(headTeacherTexts.mobile, { mobile: state.mobile })}</p>
      </div>
    );
    actions = [
      { key: 'copy', text: headTeacherTexts.copyMobile, onClick: onCopy },
      { key: 'notify', text: headTeacherTexts.notify, bold: true, disabled: notifying, onClick: onNotify },
      close,
    ];
  } else if (state.kind === 'absent') {
    content = (
      <div className="wp-su-dialog-text">
        <p>{headTeacherTexts.noHeadTeacher}</p>
        <p className="wp-su-dialog-strong">{fmt(headTeacherTexts.hotline, { phone: state.hotline })}</p>
      </div>
    );
    actions = [{ key: 'call', text: headTeacherTexts.call, bold: true, onClick: onCall }, close];
  }
  return (
    <Dialog
      visible={visible}
      title={headTeacherTexts.title}
      aria-label={headTeacherTexts.contact}
      content={content}
      onClose={onClose}
      actions={actions}
    />
  );
}

export interface FirstVisitModalProps {
  visible: boolean;
  deadline: string;
  onOk(): void;
}

/** Shown once per device (a stored flag), on the first visit inside the period. */
export function FirstVisitModal({ visible, deadline, onOk }: FirstVisitModalProps) {
  return (
    <Dialog
      visible={visible}
      title={higherLevelTexts.welcomeTitle}
      aria-label={higherLevelTexts.welcomeTitle}
      content={
        <div className="wp-su-dialog-text">
          <p>{higherLevelTexts.welcomeContent}</p>
          <p className="wp-su-dialog-strong">{fmt(higherLevelTexts.welcomeDeadline, { deadline })}</p>
        </div>
      }
      onClose={onOk}
      actions={[{ key: 'ok', text: higherLevelTexts.welcomeOk, bold: true, onClick: onOk }]}
    />
  );
}
