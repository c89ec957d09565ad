/**
 * The settings screen (/option): the chosen rows (rules/settings.ts), the web version (doc 1 §1), and the
 * logout button. Presentational.
 */
import { PageNavBar } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import type { SettingKey, SettingRow } from '../rules/settings';
import { optionTexts as T } from '../texts';
import { ChevronIcon } from './icons';
import './parent-centre.css';

export interface OptionViewProps {
  canGoBack: boolean;
  onBack(): void;
  onHome(): void;
  rows: readonly SettingRow[];
  version: string;
  loggingOut: boolean;
  onRow(key: SettingKey): void;
  onLogout(): void;
}

export function OptionView(props: OptionViewProps) {
  return (
    <div className="wp-pc-option">
      <PageNavBar
        title={T.title}
        canGoBack={props.canGoBack}
        backLabel={T.back}
        homeLabel={T.backHome}
        onBack={props.onBack}
        onHome={props.onHome}
      />
      <main className="wp-pc-option__main">
        <section className="wp-pc-section" aria-label={T.title}>
          <ul className="wp-pc-entries">
            {props.rows.map((row) => (
              <li key={row.key}>
                <button type="button" className="wp-pc-entry" onClick={() => props.onRow(row.key)}>
                  <span className="wp-pc-entry__label">{T.rows[row.key]}</span>
                  <ChevronIcon size="0.26rem" strokeWidth={2.2} />
                </button>
              </li>
            ))}
            <li className="wp-pc-option__version">
              <span className="wp-pc-entry__label">{T.version}</span>
              <span>{fmt(T.versionValue, { version: props.version })}</span>
            </li>
          </ul>
        </section>
        <button
          type="button"
          className="wp-pc-option__logout"
          disabled={props.loggingOut}
          aria-busy={props.loggingOut}
          onClick={props.onLogout}
        >
          {props.loggingOut ? T.loggingOut : T.logout}
        </button>
      </main>
    </div>
  );
}
