/**
 * The education page's body (doc 3 §2, §4): the header (avatar, masked phone, user id, logout), the
 * status card of the page type and phase (PAGEN's choice, PAGEY's confirm, the grouping countdown, the
 * completed arrangement), the class panel with the remaining hours, the option cards and the tips link.
 * Presentational: every figure comes in as a prop, every tap goes out as an event.
 */
import { Button } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { countdownText } from '../../../domain/countdown';
import { fmt } from '../../../texts';
import type { Remaining } from '../rules/countdown';
import type { Phase } from '../rules/page';
import { educationTexts } from '../texts';
import './step-up.css';

export interface EducationHeaderProps {
  avatarUrl: string | null;
  kidName: string | null;
  phoneMasked: string | null;
  userId: string;
  onLogout(): void;
  loggingOut?: boolean;
}

/** An image that gives way to the drawn fallback when it is missing or fails to load. */
function Avatar({ url, className }: { url: string | null; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url)
    return <span className={`wp-su-avatar__fallback ${className ?? ''}`} aria-hidden="true" />;
  return <img className={className} src={url} alt="" onError={() => setBroken(url)} />;
}

export function EducationHeader(p: EducationHeaderProps) {
  return (
    <section className="wp-su-header" aria-label={educationTexts.avatar}>
      <div className="wp-su-avatar">
        <Avatar url={p.avatarUrl} />
      </div>
      <div className="wp-su-header__who">
        <p className="wp-su-header__name">
          {p.kidName ? fmt(educationTexts.kidName, { name: p.kidName }) : (p.phoneMasked ?? '')}
        </p>
        <p className="wp-su-header__meta">
          {p.kidName && p.phoneMasked && <span>{p.phoneMasked}</span>}
          <span>{fmt(educationTexts.userId, { id: p.userId })}</span>
        </p>
      </div>
      <Button size="small" shape="rounded" fill="outline" loading={p.loggingOut} onClick={p.onLogout}>
        {educationTexts.logout}
      </Button>
    </section>
  );
}

export function GroupingCountdown({ remaining }: { remaining: Remaining | null }) {
  return (
    <div className="wp-su-countdown">
      <p className="wp-su-countdown__label">{educationTexts.countdownLabel}</p>
      <p className="wp-su-countdown__value" role="timer" aria-live="off">
        {remaining === null || remaining.over ? educationTexts.countdownOver : countdownText(remaining)}
      </p>
    </div>
  );
}

export interface StatusCardProps {
  pageType: 2 | 3;
  phase: Phase;
  step: string;
  newStep: string | null;
  remaining: Remaining | null;
  busy?: 'upgrade' | 'notUpgrade' | 'confirm' | 'changeClass' | null;
  onUpgrade(): void;
  onNotUpgrade(): void;
  onConfirm(): void;
  onChangeClass(): void;
}

/** The part that changes with the page type (2 PAGEY, 3 PAGEN) and the phase. */
export function StatusCard(p: StatusCardProps) {
  if (p.phase === 'grouping') {
    return (
      <section className="wp-su-card wp-su-status" aria-labelledby="wp-su-status-title">
        <h2 id="wp-su-status-title" className="wp-su-card__title">
          {educationTexts.groupingTitle}
        </h2>
        <p className="wp-su-status__text">{educationTexts.groupingWaiting}</p>
        <GroupingCountdown remaining={p.remaining} />
      </section>
    );
  }
  if (p.phase === 'completed') {
    return (
      <section className="wp-su-card wp-su-status wp-su-status--done" aria-labelledby="wp-su-status-title">
        <h2 id="wp-su-status-title" className="wp-su-card__title">
          {educationTexts.completedTitle}
        </h2>
        <p className="wp-su-status__text">{educationTexts.completedContent}</p>
      </section>
    );
  }
  if (p.pageType === 3) {
    return (
      <section className="wp-su-card wp-su-status" aria-labelledby="wp-su-status-title">
        <h2 id="wp-su-status-title" className="wp-su-card__title">
          {educationTexts.pagenTitle}
        </h2>
        <p className="wp-su-status__text">
          {fmt(educationTexts.pagenContent, { step: p.step, newStep: p.newStep ?? p.step })}
        </p>
        <div className="wp-su-actions">
          <Button
            block
            color="primary"
            shape="rounded"
            loading={p.busy === 'upgrade'}
            disabled={!!p.busy}
            onClick={p.onUpgrade}
          >
            {educationTexts.upgrade}
          </Button>
          <Button
            block
            shape="rounded"
            loading={p.busy === 'notUpgrade'}
            disabled={!!p.busy}
            onClick={p.onNotUpgrade}
          >
            {educationTexts.notUpgrade}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="wp-su-card wp-su-status" aria-labelledby="wp-su-status-title">
      <h2 id="wp-su-status-title" className="wp-su-card__title">
        {educationTexts.pageyTitle}
      </h2>
      <div className="wp-su-actions">
        <Button
          block
          color="primary"
          shape="rounded"
          loading={p.busy === 'confirm'}
          disabled={!!p.busy}
          onClick={p.onConfirm}
        >
          {educationTexts.confirmClass}
        </Button>
        <Button
          block
          shape="rounded"
          loading={p.busy === 'changeClass'}
          disabled={!!p.busy}
          onClick={p.onChangeClass}
        >
          {educationTexts.changeClass}
        </Button>
      </div>
    </section>
  );
}

export interface ClassPanelProps {
  step: string;
  course: string;
  newStep: string | null;
  newFirstTime: string | null;
  newCycle: readonly string[];
  /** null: not loaded (dashes, doc 3 §8). */
  remainingHours: number | null;
}

export function ClassPanel(p: ClassPanelProps) {
  const rows: [string, string][] = [
    [educationTexts.currentStep, p.step],
    [educationTexts.course, p.course],
  ];
  if (p.newStep) rows.push([educationTexts.newStep, p.newStep]);
  if (p.newCycle.length > 0) rows.push([educationTexts.newCycle, p.newCycle.join(educationTexts.cycleJoin)]);
  if (p.newFirstTime) rows.push([educationTexts.newFirstTime, p.newFirstTime]);
  return (
    <section className="wp-su-card" aria-labelledby="wp-su-panel-title">
      <h2 id="wp-su-panel-title" className="wp-su-card__title">
        {educationTexts.panelTitle}
      </h2>
      <dl className="wp-su-facts">
        {rows.map(([k, v]) => (
          <div key={k} className="wp-su-facts__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <div className="wp-su-facts__row wp-su-facts__row--hours">
          <dt>{educationTexts.remainingHours}</dt>
          <dd>
            {p.remainingHours === null
              ? educationTexts.dashes
              : fmt(educationTexts.hoursValue, { hours: p.remainingHours })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export interface OptionCardsProps {
  /** Which cards the option switches leave (doc 3 §3); the gift card also needs the app. */
  show: { teacher: boolean; outline: boolean; report: boolean; gift: boolean };
  inApp: boolean;
  teacher: { nickname: string; avatar: string } | null;
  newStep: string | null;
  onTeacher(): void;
  onOutline(): void;
  onReport(): void;
  /** Outside the app: the download landing instead of the gift. */
  onDownload(): void;
}

/** A card; without onPress it only informs (the gift travels with the new books, nothing to open). */
function OptionCard(props: { title: string; hint: string; onPress?(): void; children?: ReactNode }) {
  const inner = (
    <>
      {props.children}
      <span className="wp-su-option__title">{props.title}</span>
      <span className="wp-su-option__hint">{props.hint}</span>
    </>
  );
  return (
    <li>
      {props.onPress ? (
        <button type="button" className="wp-su-option" onClick={props.onPress}>
          {inner}
        </button>
      ) : (
        <div className="wp-su-option wp-su-option--info">{inner}</div>
      )}
    </li>
  );
}

export function OptionCards(p: OptionCardsProps) {
  const { show } = p;
  const giftShown = show.gift && p.inApp;
  if (!show.teacher && !show.outline && !show.report && !giftShown && p.inApp) return null;
  return (
    <section className="wp-su-card" aria-labelledby="wp-su-options-title">
      <h2 id="wp-su-options-title" className="wp-su-card__title">
        {educationTexts.optionsTitle}
      </h2>
      <ul className="wp-su-options">
        {show.teacher && (
          <OptionCard
            title={educationTexts.teacherCard}
            hint={p.teacher ? p.teacher.nickname : educationTexts.teacherPending}
            onPress={p.onTeacher}
          >
            {p.teacher && <Avatar className="wp-su-option__avatar" url={p.teacher.avatar} />}
          </OptionCard>
        )}
        {show.outline && (
          <OptionCard
            title={educationTexts.outlineCard}
            hint={fmt(educationTexts.outlineHint, { step: p.newStep ?? '' })}
            onPress={p.onOutline}
          />
        )}
        {show.report && (
          <OptionCard
            title={educationTexts.reportCard}
            hint={educationTexts.reportHint}
            onPress={p.onReport}
          />
        )}
        {giftShown && <OptionCard title={educationTexts.giftCard} hint={educationTexts.giftHint} />}
      </ul>
      {!p.inApp && (
        <Button block color="primary" fill="outline" shape="rounded" onClick={p.onDownload}>
          {educationTexts.downloadForGift}
        </Button>
      )}
    </section>
  );
}
