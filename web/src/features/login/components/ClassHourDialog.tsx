/**
 * The class-hour dialog that may follow the age selection (config cfplHourDialog): the configured title
 * and content, one button to the parent centre.
 */
import { Dialog } from 'antd-mobile';
import { ageTexts } from '../texts';
import './login.css';

export interface ClassHourDialogProps {
  visible: boolean;
  title: string;
  content: string;
  /** The configured button text; defaults to 去家长中心查看. */
  buttonText?: string | null;
  onGo(): void;
}

export function ClassHourDialog({ visible, title, content, buttonText, onGo }: ClassHourDialogProps) {
  return (
    <Dialog
      visible={visible}
      title={title || undefined}
      aria-label={title || buttonText || ageTexts.classHourButton}
      content={content ? <div className="wp-login-dialog-text">{content}</div> : undefined}
      actions={[{ key: 'go', text: buttonText || ageTexts.classHourButton, bold: true, onClick: onGo }]}
    />
  );
}
