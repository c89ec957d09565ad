/**
 * SMS-code login form: phone (with area code), code, the send-code button and submit (doc 1 §2, §4, §5).
 * The button shows the countdown it is given ('{s}s后重新获取') and ignores presses while counting or
 * sending; on top of that, presses closer than 1 s to the previous accepted one are dropped (the spec's
 * send-code throttle), so a double tap never sends twice. Presentational: the countdown itself is the
 * container's (containers/use-countdown).
 */
import { useRef } from 'react';
import { fmt } from '../../../texts';
import { CODE_MAX_LENGTH, SEND_CODE_THROTTLE_MS } from '../rules/constants';
import { digitsOnly } from '../rules/validation';
import { loginTexts } from '../texts';
import { LoginFormFrame, type PhoneFormProps } from './LoginFormFrame';

export interface SmsFormProps extends PhoneFormProps {
  code: string;
  /** Seconds left before another code may be sent; 0 when not counting. */
  countdown: number;
  /** A send is in flight (including the slider step). */
  sending?: boolean;
  /** A code was sent before on this screen: the idle button says 重新获取. */
  hasSent?: boolean;
  onCodeChange(code: string): void;
  onSendCode(): void;
  /** Clock of the throttle (tests, stories). */
  now?: () => number;
}

export function sendButtonLabel(countdown: number, hasSent: boolean): string {
  if (countdown > 0) return fmt(loginTexts.countdown, { seconds: countdown });
  return hasSent ? loginTexts.resendCode : loginTexts.sendCode;
}

export function SmsForm(props: SmsFormProps) {
  const lastPress = useRef(Number.NEGATIVE_INFINITY);
  const counting = props.countdown > 0;
  const send = () => {
    if (counting || props.sending) return;
    const t = (props.now ?? Date.now)();
    if (t - lastPress.current < SEND_CODE_THROTTLE_MS) return;
    lastPress.current = t;
    props.onSendCode();
  };
  return (
    <LoginFormFrame {...props} label={loginTexts.modeSms}>
      <div className="wp-login-field">
        <input
          className="wp-login-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          name="code"
          aria-label={loginTexts.codePlaceholder}
          placeholder={loginTexts.codePlaceholder}
          maxLength={CODE_MAX_LENGTH}
          value={props.code}
          onChange={(e) => props.onCodeChange(digitsOnly(e.target.value, CODE_MAX_LENGTH))}
        />
        <button
          type="button"
          className={`wp-login-send${counting ? ' wp-login-send--counting' : ''}`}
          aria-disabled={counting || props.sending ? true : undefined}
          aria-live="polite"
          onClick={send}
        >
          {sendButtonLabel(props.countdown, props.hasSent ?? false)}
        </button>
      </div>
    </LoginFormFrame>
  );
}
