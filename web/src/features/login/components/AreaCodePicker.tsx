/**
 * The area-code picker (doc 1 §2): a bottom sheet with an index list — hot countries (top = 1) under '#',
 * then countries by first letter; each row 'country' and '+code'; the current code is marked.
 * Presentational: the list comes in, the chosen code goes out.
 */
import type { AreaCodeItem } from '@wonder/contracts';
import { DotLoading, IndexBar, Popup } from 'antd-mobile';
import { useMemo } from 'react';
import { fmt } from '../../../texts';
import { groupAreaCodes, HOT_INDEX } from '../rules/area-codes';
import { captchaTexts, loginTexts } from '../texts';
import { CheckIcon, CloseIcon } from './icons';
import './login.css';

export interface AreaCodePickerProps {
  visible: boolean;
  /** The list is still loading. */
  loading?: boolean;
  items: readonly AreaCodeItem[];
  /** The current area code, e.g. '86'. */
  selected: string;
  onSelect(areaCode: string): void;
  onClose(): void;
}

export function AreaCodePicker({
  visible,
  loading,
  items,
  selected,
  onSelect,
  onClose,
}: AreaCodePickerProps) {
  const groups = useMemo(() => groupAreaCodes(items), [items]);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="wp-login-codes-sheet"
      destroyOnClose
    >
      <div className="wp-login-codes" role="dialog" aria-label={loginTexts.areaPickerTitle}>
        <div className="wp-login-codes-head">
          <span className="wp-login-codes-title">{loginTexts.areaPickerTitle}</span>
          <button
            type="button"
            className="wp-login-icon-button"
            aria-label={captchaTexts.close}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {loading ? (
          <div className="wp-login-codes-loading">
            <DotLoading color="primary" />
          </div>
        ) : (
          <div className="wp-login-codes-list">
            <IndexBar>
              {groups.map((group) => (
                <IndexBar.Panel
                  key={group.index}
                  index={group.index}
                  title={group.index === HOT_INDEX ? `${HOT_INDEX} ${loginTexts.areaHotLabel}` : group.index}
                >
                  {group.items.map((item) => {
                    const current = item.areaCode === selected;
                    return (
                      <button
                        type="button"
                        key={`${group.index}-${item.country}-${item.areaCode}`}
                        className={`wp-login-codes-row${current ? ' wp-login-codes-row--current' : ''}`}
                        aria-pressed={current}
                        onClick={() => onSelect(item.areaCode)}
                      >
                        <span className="wp-login-codes-country">{item.country}</span>
                        <span className="wp-login-codes-code">
                          {fmt(loginTexts.areaCode, { code: item.areaCode })}
                          {current && <CheckIcon className="wp-login-codes-check" />}
                        </span>
                      </button>
                    );
                  })}
                </IndexBar.Panel>
              ))}
            </IndexBar>
          </div>
        )}
      </div>
    </Popup>
  );
}
