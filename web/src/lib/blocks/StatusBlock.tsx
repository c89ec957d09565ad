/**
 * THE empty, failed and blocked state of every screen: a small drawing, a title, a hint and an optional
 * action button, the same look on every screen. Light on purpose: antd-mobile's ErrorBlock carries ~10 kB
 * gzip of pictures. Presentational; the texts come from the screen's catalogue.
 */
import './blocks.css';

export type StatusArt = 'empty' | 'error' | 'blocked' | 'app';

export interface StatusBlockProps {
  art: StatusArt;
  title: string;
  hint?: string;
  /** Its one button (retry, download, home). */
  action?: { text: string; onPress(): void };
  /** Heading level of the title inside the page (default 2). */
  level?: 2 | 3;
  /** 'alert' for a failure that replaces the content. */
  role?: 'alert' | 'status';
}

function Art({ art }: { art: StatusArt }) {
  return (
    <svg className="wp-block-status__art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="52" ry="7" fill="#f0f1f4" />
      {art === 'empty' && (
        <>
          <rect
            x="38"
            y="30"
            width="84"
            height="64"
            rx="10"
            fill="#fff2e8"
            stroke="#ffb27a"
            strokeWidth="3"
          />
          <path d="M38 52h84" stroke="#ffb27a" strokeWidth="3" />
          <rect x="52" y="62" width="36" height="6" rx="3" fill="#ffcfa8" />
          <rect x="52" y="74" width="56" height="6" rx="3" fill="#ffe0c7" />
          <circle cx="116" cy="28" r="12" fill="#ffd84d" />
        </>
      )}
      {art === 'error' && (
        <>
          <path d="M80 22l46 78H34z" fill="#fff2e8" stroke="#ff8a3d" strokeWidth="3" strokeLinejoin="round" />
          <path d="M80 50v24" stroke="#f05a00" strokeWidth="6" strokeLinecap="round" />
          <circle cx="80" cy="86" r="4" fill="#f05a00" />
        </>
      )}
      {art === 'blocked' && (
        <>
          <rect
            x="46"
            y="50"
            width="68"
            height="50"
            rx="10"
            fill="#fff2e8"
            stroke="#ff8a3d"
            strokeWidth="3"
          />
          <path d="M60 50V40a20 20 0 0140 0v10" fill="none" stroke="#ff8a3d" strokeWidth="5" />
          <circle cx="80" cy="72" r="6" fill="#f05a00" />
          <path d="M80 76v10" stroke="#f05a00" strokeWidth="4" strokeLinecap="round" />
        </>
      )}
      {art === 'app' && (
        <>
          <rect
            x="56"
            y="14"
            width="48"
            height="90"
            rx="10"
            fill="#fff2e8"
            stroke="#ff8a3d"
            strokeWidth="3"
          />
          <rect x="64" y="26" width="32" height="58" rx="4" fill="#ffffff" />
          <path d="M72 52l6 6 12-14" fill="none" stroke="#f05a00" strokeWidth="4" strokeLinecap="round" />
          <circle cx="80" cy="94" r="4" fill="#ffb27a" />
        </>
      )}
    </svg>
  );
}

export function StatusBlock({ art, title, hint, action, level = 2, role }: StatusBlockProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`wp-block-status wp-block-status--${art}`} role={role}>
      <Art art={art} />
      <Heading className="wp-block-status__title">{title}</Heading>
      {hint && <p className="wp-block-status__hint">{hint}</p>}
      {action && (
        <div className="wp-block-status__action">
          <button type="button" className="wp-block-button" onClick={action.onPress}>
            {action.text}
          </button>
        </div>
      )}
    </div>
  );
}
