/**
 * The entrance views: the intro of /furtherEducationEnter (and /higherLevelLogin), the closed state of the
 * 2021 entrance outside its activity period (doc 2 §9, doc 3 §2, §4); its first-visit modal is one of the
 * step-up dialogs (./dialogs.tsx, loaded when it opens). Presentational.
 */
import { Button } from 'antd-mobile';
import { fmt } from '../../../texts';
import { enterTexts, higherLevelTexts } from '../texts';
import './step-up.css';

export function EnterIntro({ onStart }: { onStart(): void }) {
  return (
    <section className="wp-su-intro" aria-labelledby="wp-su-intro-title">
      <div className="wp-su-intro__art" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <h2 id="wp-su-intro-title" className="wp-su-intro__title">
        {enterTexts.title}
      </h2>
      <p className="wp-su-intro__lead">{enterTexts.lead}</p>
      <ul className="wp-su-intro__points">
        {enterTexts.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <Button block color="primary" shape="rounded" size="large" onClick={onStart}>
        {enterTexts.start}
      </Button>
    </section>
  );
}

export interface ActivityClosedProps {
  startText: string;
  endText: string;
  onHome(): void;
}

/** Outside the activity period: a clear closed state, never the step-up screens. */
export function ActivityClosed({ startText, endText, onHome }: ActivityClosedProps) {
  return (
    <section className="wp-su-intro wp-su-closed" aria-labelledby="wp-su-closed-title">
      <div className="wp-su-intro__art wp-su-intro__art--muted" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <h2 id="wp-su-closed-title" className="wp-su-intro__title">
        {higherLevelTexts.closedTitle}
      </h2>
      <p className="wp-su-intro__lead">
        {fmt(higherLevelTexts.closedContent, { start: startText, end: endText })}
      </p>
      <p className="wp-su-status__text">{higherLevelTexts.closedHint}</p>
      <Button block shape="rounded" onClick={onHome}>
        {higherLevelTexts.home}
      </Button>
    </section>
  );
}
