/**
 * Login code 100088 (doc 1 §8): 登录提醒 — the account exceeded its login device count; log in with a
 * verification code, or contact the class teacher or the official account's online service. 我知道了.
 */
import { Dialog } from 'antd-mobile';
import { loginTexts } from '../texts';
import './login.css';

export interface DeviceLimitDialogProps {
  visible: boolean;
  onConfirm(): void;
}

export function DeviceLimitDialog({ visible, onConfirm }: DeviceLimitDialogProps) {
  return (
    <Dialog
      visible={visible}
      title={loginTexts.deviceLimitTitle}
      aria-label={loginTexts.deviceLimitTitle}
      content={<div className="wp-login-dialog-text">{loginTexts.deviceLimitContent}</div>}
      onClose={onConfirm}
      actions={[{ key: 'ok', text: loginTexts.deviceLimitConfirm, bold: true, onClick: onConfirm }]}
    />
  );
}
