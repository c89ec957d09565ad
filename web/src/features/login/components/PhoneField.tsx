/**
 * The phone field: the area-code button (shown only once the area-code list is loaded, doc 1 §2) and the
 * phone input, digits only, at most 14. Presentational.
 */
import { fmt } from '../../../texts';
import { PHONE_MAX_LENGTH } from '../rules/constants';
import { digitsOnly } from '../rules/validation';
import { loginTexts } from '../texts';
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
          aria-label={`${loginTexts.areaPickerTitle} ${fmt(loginTexts.areaCode, { code: areaCode })}`}
          aria-haspopup="dialog"
        >
          {fmt(loginTexts.areaCode, { code: areaCode })}
          <CaretDownIcon className="wp-login-area-caret" />
        </button>
      )}
      <input
        className="wp-login-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        name="phone"
        aria-label={loginTexts.phonePlaceholder}
        placeholder={loginTexts.phonePlaceholder}
        maxLength={PHONE_MAX_LENGTH}
        value={phone}
        disabled={disabled}
        onChange={(e) => onPhoneChange(digitsOnly(e.target.value, PHONE_MAX_LENGTH))}
      />
    </div>
  );
}
