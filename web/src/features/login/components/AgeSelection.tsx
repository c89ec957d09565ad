/**
 * Age selection after a first login (doc 1 §2, §5): ages 3 to 20 as a single choice, 3 preselected;
 * submit saves it. Presentational: the chosen age comes in, changes and submit go out.
 */
import { AGES } from '@wonder/contracts';
import { Button, CenterPopup } from 'antd-mobile';
import { fmt } from '../../../texts';
import { ageTexts } from '../texts';
import './login.css';

export const DEFAULT_AGE = AGES[0] ?? 3;

export interface AgeSelectionProps {
  visible: boolean;
  /** The chosen age, 3 to 20. */
  value: number;
  submitting?: boolean;
  onChange(age: number): void;
  onSubmit(): void;
}

export function AgeSelection({ visible, value, submitting, onChange, onSubmit }: AgeSelectionProps) {
  return (
    <CenterPopup
      visible={visible}
      bodyClassName="wp-login-age-popup"
      style={{ '--min-width': 'min(86vw, 420px)', '--max-width': 'min(86vw, 420px)' }}
    >
      <section className="wp-login-age" role="dialog" aria-modal="true" aria-labelledby="wp-login-age-title">
        <h2 id="wp-login-age-title" className="wp-login-age-title">
          {ageTexts.title}
        </h2>
        <div className="wp-login-age-grid" role="radiogroup" aria-labelledby="wp-login-age-title">
          {AGES.map((age) => (
            // biome-ignore lint/a11y/useSemanticElements: a grid of chips, not native radio inputs
            <button
              key={age}
              type="button"
              role="radio"
              aria-checked={age === value}
              className={`wp-login-age-option${age === value ? ' wp-login-age-option--selected' : ''}`}
              disabled={submitting}
              onClick={() => onChange(age)}
            >
              {fmt(ageTexts.option, { age })}
            </button>
          ))}
        </div>
        <Button
          block
          shape="rounded"
          color="primary"
          className="wp-login-age-submit"
          loading={submitting}
          loadingText={ageTexts.submitting}
          onClick={onSubmit}
        >
          {ageTexts.submit}
        </Button>
      </section>
    </CenterPopup>
  );
}
