/**
 * The phone field: the area-code button (shown only once the area-code list is loaded, doc 1 §2) and the
 * phone input, digits only, at most 14. Presentational.
 */
import { fmt, texts } from '../../../texts';
import { PHONE_MAX_LENGTH } from '../constants';
import { digitsOnly } from '../validation';
import { CaretDownIcon } from './icons';
import './login.css';

export interface PhoneFieldProps {
  phone: string;
  areaCode: string;
  /** The area-code list has loaded: only then can the code be changed. */
  areaCodesReady: boolean;
  onPhoneChange(phone: string): void;
  onAreaPress(): void;
  disabled?: boolean;
}

export function PhoneField({
  phone,
  areaCode,
  areaCodesReady,
  onPhoneChange,
  onAreaPress,
  disabled,
}: PhoneFieldProps) {
  return (
    <div className="wp-login-field">
      {areaCodesReady && (
        <button
          type="button"
          className="wp-login-area"
          onClick={onAreaPress}
          disabled={disabled}
          aria-label={`${texts.login.areaPickerTitle} ${fmt(texts.login.areaCode, { code: areaCode })}`}
          aria-haspopup="dialog"
        >
          {fmt(texts.login.areaCode, { code: areaCode })}
          <CaretDownIcon className="wp-login-area-caret" />
        </button>
      )}
      <input
        className="wp-login-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        name="phone"
        aria-label={texts.login.phonePlaceholder}
        placeholder={texts.login.phonePlaceholder}
        maxLength={PHONE_MAX_LENGTH}
        value={phone}
        disabled={disabled}
        onChange={(e) => onPhoneChange(digitsOnly(e.target.value, PHONE_MAX_LENGTH))}
      />
    </div>
  );
}
