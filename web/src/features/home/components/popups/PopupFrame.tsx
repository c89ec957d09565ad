/**
 * The frame every home popup shares: a modal dialog named by its title, centred over a dimmed page. The
 * overlay never closes it (doc 2 §4 says so for the interest tags; the chain's popups all follow it, so a
 * stray tap cannot skip a popup). Focus moves into the dialog when it opens.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { homeExtraTexts } from '../../texts/extras';
import './popups.css';

export interface PopupFrameProps {
  title: string;
  /** A close button in the corner (the notification popup has its own cancel instead). */
  onClose?: () => void;
  children: ReactNode;
  className?: string;
}

export function PopupFrame({ title, onClose, children, className }: PopupFrameProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="wp-home-popup">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`wp-home-popup__panel${className ? ` ${className}` : ''}`}
      >
        <h2 id={titleId} className="wp-home-popup__title">
          {title}
        </h2>
        {children}
        {onClose && (
          <button
            type="button"
            className="wp-home-popup__close"
            aria-label={homeExtraTexts.popups.close}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
