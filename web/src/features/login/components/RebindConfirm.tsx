/**
 * Rebind conflict (doc 1 §4, §8): 发现已有社交帐号已绑定{phone}手机号，是否确认更换绑定？
 * 绑定 rebinds the WeChat account to this phone, 不换绑 leaves it.
 */
import { Dialog } from 'antd-mobile';
import { fmt } from '../../../texts';
import { loginTexts } from '../texts';
import './login.css';

export interface RebindConfirmProps {
  visible: boolean;
  /** The phone the WeChat account is bound to now (as the server gives it, usually masked). */
  phone: string;
  /** 绑定 pressed and the rebind is running. */
  confirming?: boolean;
  onConfirm(): void;
  onDecline(): void;
}

export function RebindConfirm({ visible, phone, confirming, onConfirm, onDecline }: RebindConfirmProps) {
  return (
    <Dialog
      visible={visible}
      aria-label={loginTexts.rebindTitle}
      content={<div className="wp-login-dialog-text">{fmt(loginTexts.rebindConfirm, { phone })}</div>}
      actions={[
        [
          {
            key: 'decline',
            text: loginTexts.rebindNo,
            disabled: confirming,
            onClick: onDecline,
            style: { color: 'var(--wp-text-2)' },
          },
          { key: 'bind', text: loginTexts.rebindYes, bold: true, disabled: confirming, onClick: onConfirm },
        ],
      ]}
    />
  );
}
