/**
 * The dynamic learning report 动态学情报告 (tab 2 and the report share pages, doc 3 §3) with its seven
 * sections — overview, learning situation, classroom (the seven medals), study habits, course mastery,
 * learning achievement (medal entities), report delivery (message types) — drawn in CSS and SVG, no chart
 * library. Only the sections given are drawn. Presentational.
 */
import type { LearningReport, Medal } from '@wonder/contracts';
import type { ReactNode } from 'react';
import { fmt } from '../../../texts';
import { MEDAL_ORDER, pct, type SectionKey, shortDate } from '../rules/report';
import { growthTexts, reportTexts } from '../texts';
import { ChevronIcon, MedalArt, ReportIcon } from './icons';
import { ShareButton } from './ShareButton';

type Message = NonNullable<LearningReport['monthlyReportDelivery']>['messages'][number];

export interface LearningReportViewProps {
  report: LearningReport;
  sections: readonly SectionKey[];
  onShare?: () => void;
  /** Absent (share pages): the messages are listed, not opened. */
  onOpenMessage?: (message: Message) => void;
}

function Ring({ value }: { value: number }) {
  const r = 34;
  const c = 2 * Math.PI * r;
  return (
    <svg className="wp-gr-ring__svg" viewBox="0 0 80 80" aria-hidden="true" focusable="false">
      <circle cx="40" cy="40" r={r} fill="none" stroke="#f5e3d6" strokeWidth="8" />
      <circle
        cx="40"
        cy="40"
        r={r}
        fill="none"
        stroke="url(#wp-gr-ring-gradient)"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={`${(pct(value) / 100) * c} ${c}`}
        transform="rotate(-90 40 40)"
      />
    </svg>
  );
}

function Section({ id, children }: { id: SectionKey; children: ReactNode }) {
  return (
    <section className={`wp-gr-card wp-gr-section wp-gr-section--${id}`} aria-labelledby={`wp-gr-${id}`}>
      <h3 id={`wp-gr-${id}`} className="wp-gr-section__title">
        {reportTexts.sections[id]}
      </h3>
      {children}
    </section>
  );
}

function Highlighted({ text, part }: { text: string; part: string | null | undefined }) {
  const at = part ? text.indexOf(part) : -1;
  if (!part || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong className="wp-gr-highlight">{part}</strong>
      {text.slice(at + part.length)}
    </>
  );
}

function MedalCard({ medal }: { medal: Medal }) {
  return (
    <li className="wp-gr-medal-card">
      <MedalArt type={medal.type} size="1rem" />
      <span className="wp-gr-medal-card__body">
        <span className="wp-gr-medal-card__title">{medal.fontTitle}</span>
        <span className="wp-gr-medal-card__text">
          <Highlighted text={medal.description} part={medal.highLightDescription} />
        </span>
        {medal.attachList.map((a) => (
          <span key={a.attachTitle} className="wp-gr-medal-card__attach">
            {fmt(reportTexts.attach, { title: a.attachTitle, value: shortDate(a.attachDescription, true) })}
          </span>
        ))}
      </span>
    </li>
  );
}

function MessageRow({ message, onOpen }: { message: Message; onOpen?: (m: Message) => void }) {
  const content = (
    <>
      <span className="wp-gr-message__icon" aria-hidden="true">
        <ReportIcon size="0.36rem" />
      </span>
      <span className="wp-gr-message__body">
        <span className="wp-gr-message__title">{message.title}</span>
        <span className="wp-gr-muted">
          {message.title.includes(reportTexts.messageTypes[message.type])
            ? shortDate(message.time, true)
            : `${reportTexts.messageTypes[message.type]} · ${shortDate(message.time, true)}`}
        </span>
      </span>
    </>
  );
  return (
    <li>
      {onOpen && message.url ? (
        <button type="button" className="wp-gr-message" onClick={() => onOpen(message)}>
          {content}
          <ChevronIcon className="wp-gr-message__chevron" size="0.32rem" />
        </button>
      ) : (
        <div className="wp-gr-message">{content}</div>
      )}
    </li>
  );
}

export function LearningReportView({ report, sections, onShare, onOpenMessage }: LearningReportViewProps) {
  const r = report;
  return (
    <div className="wp-gr-report">
      <svg width="0" height="0" className="wp-gr-defs" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="wp-gr-ring-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#ffa04d" />
            <stop offset="100%" stopColor="#f05a00" />
          </linearGradient>
        </defs>
      </svg>
      <div className="wp-gr-card wp-gr-report__head">
        <div>
          <h2 className="wp-gr-report__title">{r.title || reportTexts.title}</h2>
          <p className="wp-gr-muted">
            {fmt(reportTexts.period, {
              start: shortDate(r.startDate, true),
              end: shortDate(r.endDate, true),
            })}
          </p>
          <p className="wp-gr-muted">{fmt(growthTexts.step, { step: r.step })}</p>
        </div>
        {onShare && <ShareButton onShare={onShare} />}
      </div>
      {sections.map((key) => {
        switch (key) {
          case 'overview': {
            const o = r.overview;
            if (!o) return null;
            return (
              <Section key={key} id={key}>
                <ul className="wp-gr-stats">
                  <li>
                    <strong>
                      {o.attendNum}/{o.totalNum}
                    </strong>
                    <span>{reportTexts.overview.attend}</span>
                  </li>
                  <li>
                    <strong>{fmt(reportTexts.overview.days, { n: o.studyDays })}</strong>
                    <span>{reportTexts.overview.studyDays}</span>
                  </li>
                  <li>
                    <strong>{fmt(reportTexts.overview.times, { n: o.homeworkNum })}</strong>
                    <span>{reportTexts.overview.homework}</span>
                  </li>
                </ul>
              </Section>
            );
          }
          case 'learningSituation': {
            const s = r.learningSituation;
            if (!s) return null;
            return (
              <Section key={key} id={key}>
                <ul className="wp-gr-rings">
                  {(['attendRate', 'homeworkRate', 'correctRate'] as const).map((k) => (
                    <li key={k} className="wp-gr-ring">
                      <span className="wp-gr-ring__chart">
                        <Ring value={s[k]} />
                        <strong className="wp-gr-ring__value">
                          {fmt(reportTexts.percent, { n: pct(s[k]) })}
                        </strong>
                      </span>
                      <span className="wp-gr-ring__label">{reportTexts.rates[k]}</span>
                    </li>
                  ))}
                </ul>
              </Section>
            );
          }
          case 'classroom': {
            const c = r.classroom;
            if (!c) return null;
            return (
              <Section key={key} id={key}>
                <ul className="wp-gr-medals">
                  {MEDAL_ORDER.map((m) => (
                    <li key={m} className="wp-gr-medals__item">
                      <MedalArt type={m} size="0.72rem" />
                      <span className="wp-gr-medals__label">{reportTexts.medals[m]}</span>
                      <strong className="wp-gr-medals__count">{c.counts[m] ?? 0}</strong>
                    </li>
                  ))}
                </ul>
                {c.medals.length > 0 && (
                  <>
                    <h4 className="wp-gr-subtitle">{reportTexts.earned}</h4>
                    <ul className="wp-gr-medal-cards">
                      {c.medals.map((m) => (
                        <MedalCard key={`${m.type}-${m.fontTitle}`} medal={m} />
                      ))}
                    </ul>
                  </>
                )}
              </Section>
            );
          }
          case 'studyHabits': {
            const h = r.studyHabits;
            if (!h) return null;
            return (
              <Section key={key} id={key}>
                <ul className="wp-gr-bars">
                  {(['previewRate', 'reviewRate', 'onTimeRate'] as const).map((k) => (
                    <li key={k}>
                      <span className="wp-gr-bars__label">{reportTexts.rates[k]}</span>
                      <span className="wp-gr-bar" aria-hidden="true">
                        <span style={{ width: `${pct(h[k])}%` }} />
                      </span>
                      <strong className="wp-gr-bars__value">
                        {fmt(reportTexts.percent, { n: pct(h[k]) })}
                      </strong>
                    </li>
                  ))}
                </ul>
              </Section>
            );
          }
          case 'courseMastery': {
            const m = r.courseMastery;
            if (!m) return null;
            return (
              <Section key={key} id={key}>
                <ul className="wp-gr-mastery">
                  {m.items.map((item) => (
                    <li key={item.knowledge}>
                      <span>{item.knowledge}</span>
                      <span
                        className="wp-gr-mastery__dots"
                        role="img"
                        aria-label={fmt(reportTexts.mastery, { level: item.level })}
                      >
                        {[1, 2, 3, 4, 5].map((n) => (
                          <span key={n} className={n <= item.level ? 'wp-gr-mastery__dot--on' : undefined} />
                        ))}
                      </span>
                    </li>
                  ))}
                </ul>
              </Section>
            );
          }
          case 'learningAchievement': {
            const a = r.learningAchievement;
            if (!a || a.medals.length === 0) return null;
            return (
              <Section key={key} id={key}>
                <ul className="wp-gr-medal-cards">
                  {a.medals.map((m) => (
                    <MedalCard key={`${m.type}-${m.fontTitle}`} medal={m} />
                  ))}
                </ul>
              </Section>
            );
          }
          case 'monthlyReportDelivery': {
            const d = r.monthlyReportDelivery;
            if (!d || d.messages.length === 0) return null;
            return (
              <Section key={key} id={key}>
                <ul className="wp-gr-messages">
                  {d.messages.map((m) => (
                    <MessageRow key={m.id} message={m} onOpen={onOpenMessage} />
                  ))}
                </ul>
              </Section>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
