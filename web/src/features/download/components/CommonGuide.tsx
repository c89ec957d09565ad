/**
 * /commonGuide (doc 1 §2, doc 2 §2): a guide's steps by its code, or a graceful "not found" for a code the
 * app does not know. Presentational.
 */
import { fmt } from '../../../texts';
import type { Guide } from '../rules/guides';
import { guideTexts as t } from '../texts';
import { BackButton } from './BackButton';
import { HeroArt } from './HeroArt';
import './download.css';

export interface CommonGuideProps {
  guide: Guide | null;
  onBack(): void;
  onHome(): void;
}

export function CommonGuide({ guide, onBack, onHome }: CommonGuideProps) {
  if (!guide) {
    return (
      <main className="wp-dl-guidepage wp-dl-guidepage--missing">
        <BackButton onBack={onBack} />
        <section className="wp-dl-guidepage__card" aria-labelledby="wp-dl-guidepage-title">
          <svg
            className="wp-dl-guidepage__missing-art"
            viewBox="0 0 96 96"
            width="96"
            height="96"
            aria-hidden="true"
          >
            <circle
              cx="42"
              cy="42"
              r="26"
              fill="none"
              stroke="var(--wp-primary)"
              strokeWidth="6"
              opacity="0.35"
            />
            <path
              d="M61 61l20 20"
              stroke="var(--wp-primary)"
              strokeWidth="8"
              strokeLinecap="round"
              opacity="0.6"
            />
            <path
              d="M34 36a8 8 0 1112 7c-3 2-4 3-4 6"
              fill="none"
              stroke="var(--wp-primary)"
              strokeWidth="5"
              strokeLinecap="round"
            />
            <circle cx="42" cy="57" r="3.5" fill="var(--wp-primary)" />
          </svg>
          <h1 id="wp-dl-guidepage-title" className="wp-dl-guidepage__title">
            {t.unknownTitle}
          </h1>
          <p className="wp-dl-guidepage__intro">{t.unknownText}</p>
          <div className="wp-dl-guidepage__actions">
            <button type="button" className="wp-dl__button" onClick={onHome}>
              {t.home}
            </button>
            <button type="button" className="wp-dl__button wp-dl__button--ghost" onClick={onBack}>
              {t.back}
            </button>
          </div>
        </section>
      </main>
    );
  }
  return (
    <main className={`wp-dl-guidepage wp-dl--${guide.art}`}>
      <div className="wp-dl__hero wp-dl__hero--short">
        <BackButton onBack={onBack} />
        <HeroArt variant={guide.art} />
      </div>
      <section className="wp-dl__body" aria-labelledby="wp-dl-guidepage-title">
        <h1 id="wp-dl-guidepage-title" className="wp-dl__headline">
          {guide.title}
        </h1>
        <p className="wp-dl__lead">{guide.intro}</p>
        <ol className="wp-dl-steps">
          {guide.steps.map((step, i) => (
            <li key={step.title} className="wp-dl-steps__item">
              <span className="wp-dl-steps__num" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h2 className="wp-dl-steps__title">
                  <span className="wp-dl-visually-hidden">{fmt(t.stepLabel, { n: i + 1 })} </span>
                  {step.title}
                </h2>
                <p className="wp-dl-steps__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
