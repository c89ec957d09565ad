/**
 * /myClassHour (doc 3 §2, §3): the three hour types as tabs — live and recorded hours per brand (bought
 * and gifted), the remaining leave count — each loading, empty or failed. Presentational.
 */
import { HOUR_TYPE } from '@wonder/contracts';
import { PageNavBar, Skeleton, SkeletonRegion, StatusBlock } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { type BrandHourRow, formatHours, type HourType } from '../rules/hours';
import { BRAND_TEXTS, parentCentreTexts, classHourTexts as T } from '../texts';
import './parent-centre.css';

export type ClassHourContent =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'hours'; rows: readonly BrandHourRow[] }
  | { status: 'leave'; usableNum: number };

export interface MyClassHourViewProps {
  title: string;
  canGoBack: boolean;
  onBack(): void;
  onHome(): void;
  type: HourType;
  content: ClassHourContent;
  onType(type: HourType): void;
  onRetry(): void;
}

const TYPES = [HOUR_TYPE.LIVE, HOUR_TYPE.RECORDED, HOUR_TYPE.LEAVE] as const;

function Content({ content, onRetry }: Pick<MyClassHourViewProps, 'content' | 'onRetry'>) {
  switch (content.status) {
    case 'loading':
      return (
        <SkeletonRegion label={parentCentreTexts.loading}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height="1.6rem" radius="0.24rem" style={{ marginBottom: '0.24rem' }} />
          ))}
        </SkeletonRegion>
      );
    case 'failed':
      return (
        <StatusBlock
          art="error"
          role="alert"
          title={T.failed}
          hint={T.failedHint}
          action={{ text: parentCentreTexts.retry, onPress: onRetry }}
        />
      );
    case 'leave':
      return (
        <div className="wp-pc-hours__card">
          <p className="wp-pc-hours__total">{fmt(T.leaveLeft, { count: content.usableNum })}</p>
          <p className="wp-pc-hours__hint">{T.leaveHint}</p>
        </div>
      );
    case 'hours':
      if (content.rows.length === 0) return <StatusBlock art="empty" title={T.empty} hint={T.emptyHint} />;
      return (
        <ul className="wp-pc-hours__list">
          {content.rows.map((r) => (
            <li key={r.brandCode} className="wp-pc-hours__card">
              <h2 className="wp-pc-hours__brand">{BRAND_TEXTS[r.brandCode]}</h2>
              <p className="wp-pc-hours__total">{fmt(T.total, { count: formatHours(r.base + r.gifted) })}</p>
              <p className="wp-pc-hours__split">
                <span>{fmt(T.base, { count: formatHours(r.base) })}</span>
                <span>{fmt(T.gifted, { count: formatHours(r.gifted) })}</span>
              </p>
            </li>
          ))}
        </ul>
      );
  }
}

export function MyClassHourView(props: MyClassHourViewProps) {
  return (
    <div className="wp-pc-hours">
      <PageNavBar
        title={props.title}
        canGoBack={props.canGoBack}
        backLabel={T.back}
        homeLabel={T.backHome}
        onBack={props.onBack}
        onHome={props.onHome}
      />
      <main className="wp-pc-hours__main">
        <div className="wp-pc-hours__tabs" role="tablist" aria-label={T.tabsLabel}>
          {TYPES.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={props.type === t}
              className="wp-pc-hours__tab"
              onClick={() => props.onType(t)}
            >
              {T.tabs[t]}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={T.tabs[props.type]} className="wp-pc-hours__panel">
          <Content content={props.content} onRetry={props.onRetry} />
        </div>
      </main>
    </div>
  );
}
