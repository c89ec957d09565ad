/**
 * The empty and error states every screen shows (a section with nothing to show, a call that failed): a
 * small drawn illustration, a title, an optional line and an optional action. Shared by the features
 * (they cannot import each other) and light on purpose: antd-mobile's ErrorBlock carries ~10 kB gzip of
 * pictures, a third of a route's chunk budget. Presentational.
 */
import type { ReactNode } from 'react';
import './StatusBlock.css';

export type StatusKind = 'empty' | 'error';

export interface StatusBlockProps {
  kind: StatusKind;
  title: string;
  description?: string;
  /** A retry or a way on (its text). */
  actionText?: string;
  onAction?(): void;
  /** Smaller, for a section inside a page. */
  compact?: boolean;
  children?: ReactNode;
}

function Picture({ kind }: { kind: StatusKind }) {
  return (
    <svg className="wp-status__picture" viewBox="0 0 120 84" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="76" rx="44" ry="6" fill="#f0f1f4" />
      <rect x="28" y="14" width="64" height="52" rx="10" fill="#fff" stroke="#d9dce3" strokeWidth="2.5" />
      <rect x="38" y="26" width="30" height="5" rx="2.5" fill="#e5e7ec" />
      <rect x="38" y="37" width="44" height="5" rx="2.5" fill="#eceef2" />
      {kind === 'error' ? (
        <>
          <circle cx="86" cy="54" r="14" fill="#fff2e8" stroke="#f05a00" strokeWidth="2.5" />
          <path d="M86 46v9" stroke="#c44500" strokeWidth="3" strokeLinecap="round" />
          <circle cx="86" cy="61" r="1.8" fill="#c44500" />
        </>
      ) : (
        <path d="M38 50h20" stroke="#e5e7ec" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function StatusBlock({
  kind,
  title,
  description,
  actionText,
  onAction,
  compact = false,
  children,
}: StatusBlockProps) {
  return (
    <div
      className={`wp-status${compact ? ' wp-status--compact' : ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <Picture kind={kind} />
      <p className="wp-status__title">{title}</p>
      {description && <p className="wp-status__text">{description}</p>}
      {actionText && onAction && (
        <button type="button" className="wp-status__action" onClick={onAction}>
          {actionText}
        </button>
      )}
      {children}
    </div>
  );
}
