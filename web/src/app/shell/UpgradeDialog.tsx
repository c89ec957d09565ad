/**
 * The upgrade dialog (doc 1 §8), opened when a native call is refused as 'version not support'.
 * iOS: update the client to the latest version, 立即更新 / 稍后再说. Other platforms: the version does not
 * support the feature, upgrade through the app store, 我知道了. Presentational.
 */
import { Dialog } from 'antd-mobile';
import { texts } from '../../texts';

export interface UpgradeDialogProps {
  visible: boolean;
  platform: 'ios' | 'other';
  /** iOS 立即更新. */
  onUpdate?: () => void;
  onClose?: () => void;
}

export function UpgradeDialog({ visible, platform, onUpdate, onClose }: UpgradeDialogProps) {
  const ios = platform === 'ios';
  return (
    <Dialog
      visible={visible}
      title={texts.upgrade.title}
      aria-label={texts.upgrade.title}
      content={
        <div style={{ textAlign: 'center' }}>
          {ios ? texts.upgrade.iosContent : texts.upgrade.otherContent}
        </div>
      }
      closeOnAction
      onClose={onClose}
      actions={
        ios
          ? [
              [
                { key: 'later', text: texts.upgrade.iosCancel, style: { color: 'var(--wp-text-2)' } },
                { key: 'update', text: texts.upgrade.iosConfirm, bold: true, onClick: onUpdate },
              ],
            ]
          : [{ key: 'ok', text: texts.upgrade.otherConfirm, bold: true }]
      }
    />
  );
}
