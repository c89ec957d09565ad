/**
 * The satisfaction popup of /myClassList (rules/satisfaction.ts): a modal with the invitation, 去评价 and
 * 下次再说. Plain markup (no dialog library in the courses screens' chunk); the primary action takes the
 * focus when it opens. Presentational.
 */
import { useEffect, useRef } from 'react';
import { satisfactionTexts as T } from '../texts';

export interface SatisfactionPopupProps {
  visible: boolean;
  onGo(): void;
  onLater(): void;
}

export function SatisfactionPopup({ visible, onGo, onLater }: SatisfactionPopupProps) {
  const go = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (visible) go.current?.focus();
  }, [visible]);
  if (!visible) return null;
  return (
    <div className="wp-mc-satisfaction">
      <div
        className="wp-mc-satisfaction__box"
        role="dialog"
        aria-modal="true"
        aria-labelledby="wp-mc-satisfaction-title"
        aria-describedby="wp-mc-satisfaction-content"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onLater();
        }}
      >
        <h2 id="wp-mc-satisfaction-title" className="wp-mc-satisfaction__title">
          {T.title}
        </h2>
        <p id="wp-mc-satisfaction-content" className="wp-mc-satisfaction__content">
          {T.content}
        </p>
        <div className="wp-mc-satisfaction__actions">
          <button type="button" className="wp-mc-satisfaction__later" onClick={onLater}>
            {T.later}
          </button>
          <button ref={go} type="button" className="wp-mc-satisfaction__go" onClick={onGo}>
            {T.go}
          </button>
        </div>
      </div>
    </div>
  );
}
