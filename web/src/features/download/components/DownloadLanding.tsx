/**
 * The download landing page (doc 2 §2) of one variant: hero, copy, highlights and the open-or-install
 * button, whose words follow what the button does where the page runs (see rules/landing.ts installAction).
 * Presentational: props in, events out.
 */
import type { ReactNode } from 'react';
import type { DownloadVariant } from '../../../domain/download-links';
import type { InstallAction } from '../rules/landing';
import { landingTexts as t, variantCopy, wechatGuideTexts } from '../texts';
import { BackButton } from './BackButton';
import { HeroArt } from './HeroArt';
import './download.css';

export interface DownloadLandingProps {
  variant: DownloadVariant;
  action: InstallAction['kind'];
  /** The scheme was tried and the fallback is pending. */
  opening?: boolean;
  /** A message the last tap produced (the mini-program's store hint). */
  notice?: string | null;
  /** The WeChat overlay, inside the page's main landmark. */
  overlay?: ReactNode;
  onInstall(): void;
  onBack(): void;
}

const BUTTON: Readonly<Record<InstallAction['kind'], string>> = {
  open: t.open,
  'wechat-guide': t.open,
  pc: t.pcButton,
  'mini-program-hint': t.miniProgramButton,
  'in-app': t.inAppButton,
};

const HINT: Readonly<Record<InstallAction['kind'], string | null>> = {
  open: t.openHint,
  'wechat-guide': wechatGuideTexts.result,
  pc: t.pcHint,
  'mini-program-hint': null,
  'in-app': t.inAppNote,
};

export function DownloadLanding({
  variant,
  action,
  opening = false,
  notice = null,
  overlay = null,
  onInstall,
  onBack,
}: DownloadLandingProps) {
  const copy = variantCopy[variant];
  return (
    <main className={`wp-dl wp-dl--${variant}`}>
      <div className="wp-dl__hero">
        <BackButton onBack={onBack} />
        <HeroArt variant={variant} />
      </div>
      <section className="wp-dl__body" aria-labelledby="wp-dl-headline">
        <p className="wp-dl__eyebrow">
          <span className="wp-dl__logo" aria-hidden="true">
            W
          </span>
          {copy.eyebrow}
        </p>
        <h1 id="wp-dl-headline" className="wp-dl__headline">
          {copy.headline}
        </h1>
        <p className="wp-dl__lead">{copy.lead}</p>
        <ul className="wp-dl__features" aria-label={t.highlights}>
          {copy.features.map((f, i) => (
            <li key={f} className="wp-dl__feature">
              <span className="wp-dl__feature-dot" aria-hidden="true">
                {i + 1}
              </span>
              {f}
            </li>
          ))}
        </ul>
      </section>
      <section className="wp-dl__start" aria-labelledby="wp-dl-start">
        <h2 id="wp-dl-start" className="wp-dl__start-title">
          {t.stepsTitle}
        </h2>
        <ol className="wp-dl__start-steps">
          {t.steps.map((step, i) => (
            <li key={step} className="wp-dl__start-step">
              <span className="wp-dl__start-num" aria-hidden="true">
                {i + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <div className="wp-dl__cta">
        {notice && (
          <p className="wp-dl__notice" role="status">
            {notice}
          </p>
        )}
        <button type="button" className="wp-dl__button" onClick={onInstall} aria-busy={opening || undefined}>
          {opening && <span className="wp-dl__spinner" aria-hidden="true" />}
          {opening ? t.opening : BUTTON[action]}
        </button>
        {HINT[action] && <p className="wp-dl__hint">{HINT[action]}</p>}
        <p className="wp-dl__platforms">{t.platforms}</p>
      </div>
      {overlay}
    </main>
  );
}
