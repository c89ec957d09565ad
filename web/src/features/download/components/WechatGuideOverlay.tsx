/**
 * The WeChat browser's guide (doc 2 §2): WeChat opens neither app schemes nor stores, so the page asks the
 * parent to open it in the browser, with an arrow to the menu in the top-right corner. A tap anywhere
 * closes it. Presentational.
 */
import { wechatGuideTexts as t } from '../texts';
import './download.css';

export function WechatGuideOverlay({ onClose }: { onClose(): void }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the close button below is the keyboard way out; a tap on the dim area is a convenience.
    <div
      className="wp-dl-guide"
      role="dialog"
      aria-modal="true"
      aria-labelledby="wp-dl-guide-title"
      onClick={onClose}
    >
      <svg className="wp-dl-guide__arrow" viewBox="0 0 120 140" width="120" height="140" aria-hidden="true">
        <path
          d="M18 130C30 70 60 40 100 22"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeDasharray="10 8"
          strokeLinecap="round"
        />
        <path d="M82 14l22 6-10 20" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <div className="wp-dl-guide__panel">
        <h2 id="wp-dl-guide-title" className="wp-dl-guide__title">
          {t.label}
        </h2>
        <ol className="wp-dl-guide__steps">
          <li>
            <span className="wp-dl-guide__num" aria-hidden="true">
              1
            </span>
            <span>{t.step1}</span>
          </li>
          <li>
            <span className="wp-dl-guide__num" aria-hidden="true">
              2
            </span>
            <span>{t.step2}</span>
          </li>
        </ol>
        <p className="wp-dl-guide__result">{t.result}</p>
        <button type="button" className="wp-dl-guide__close" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </div>
  );
}
