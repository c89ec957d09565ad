/**
 * The trial-claim login popup (doc 2 §4, §9): phone (area code 86) and SMS code, the send button counting
 * down 59 s, the claim button. Props in, events out: the container validates, throttles and calls.
 */
import { digitsOnly, PHONE_MAX_LENGTH } from '../../../../domain/phone-form';
import { fmt, texts } from '../../../../texts';
import { homeExtraTexts } from '../../texts/extras';
import { PopupFrame } from './PopupFrame';

const T = homeExtraTexts.popups.trialClaim;
const F = texts.phoneForm;
/** The code input takes what the backend's codes are: at most 6 digits (chosen, as the login page's). */
const CODE_MAX_LENGTH = 6;

export interface TrialClaimPopupProps {
  phone: string;
  code: string;
  /** Seconds left of the send countdown; 0 when the button sends. */
  countdown: number;
  sending: boolean;
  claiming: boolean;
  onPhone(phone: string): void;
  onCode(code: string): void;
  onSend(): void;
  onClaim(): void;
  onClose(): void;
}

export function TrialClaimPopup(p: TrialClaimPopupProps) {
  return (
    <PopupFrame title={T.title} onClose={p.onClose}>
      <p className="wp-home-popup__text">{T.text}</p>
      <label className="wp-home-claim__field">
        <span className="wp-home-claim__prefix">{T.areaCode}</span>
        <input
          className="wp-home-claim__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-label={T.phoneLabel}
          placeholder={F.phonePlaceholder}
          value={p.phone}
          onChange={(e) => p.onPhone(digitsOnly(e.target.value, PHONE_MAX_LENGTH))}
        />
      </label>
      <div className="wp-home-claim__field">
        <input
          className="wp-home-claim__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label={T.codeLabel}
          placeholder={F.codePlaceholder}
          value={p.code}
          onChange={(e) => p.onCode(digitsOnly(e.target.value, CODE_MAX_LENGTH))}
        />
        <button
          type="button"
          className="wp-home-claim__send"
          disabled={p.sending || p.countdown > 0}
          onClick={p.onSend}
        >
          {p.countdown > 0 ? fmt(F.countdown, { seconds: p.countdown }) : F.sendCode}
        </button>
      </div>
      <button type="button" className="wp-home-popup__action" disabled={p.claiming} onClick={p.onClaim}>
        {p.claiming ? T.submitting : T.submit}
      </button>
    </PopupFrame>
  );
}
