/** Home below the shell's top bar (doc 2 §2): banners, today's classes, the report card, the module list. */
import type { Banner, ReportRecord, TodayClass } from '@wonder/contracts';
import type { ReactNode } from 'react';
import { BannerCarousel } from './BannerCarousel';
import { ModuleList, type ModuleListProps } from './ModuleList';
import { ReportCard } from './ReportCard';
import { TodayClasses } from './TodayClasses';
import './home.css';

export interface HomeViewProps extends ModuleListProps {
  banners: readonly Banner[] | null;
  autoplay?: boolean;
  /** undefined: not asked (not an official student). */
  today?: readonly TodayClass[] | null;
  report: ReportRecord | null;
  /**
   * Home is the page on screen (the report card's 'new report' header, doc 2 §4). The container passes
   * whether the location is /index; undefined counts as active, as a rendered home was before.
   */
  pageActive?: boolean;
  onBanner(banner: Banner): void;
  onListen(lesson: TodayClass): void;
  onReport(): void;
  /** The configured blocks, placed by the page: under the banners, above the list, floating. */
  slots?: { top?: ReactNode; middle?: ReactNode; floating?: ReactNode };
  /** The sections below the banners wait in one skeleton until they can appear together (no layout shift). */
  sectionsPending?: boolean;
}

export function HomeView(props: HomeViewProps) {
  return (
    <div className="wp-home">
      <BannerCarousel banners={props.banners} autoplay={props.autoplay} onOpen={props.onBanner} />
      {props.slots?.floating}
      {props.sectionsPending ? (
        <ModuleList state={{ status: 'loading' }} onCard={props.onCard} onLoadMore={props.onLoadMore} />
      ) : (
        <>
          {props.slots?.top}
          {props.today !== undefined && <TodayClasses classes={props.today} onListen={props.onListen} />}
          <ReportCard record={props.report} pageActive={props.pageActive ?? true} onOpen={props.onReport} />
          {props.slots?.middle}
          <ModuleList state={props.state} onCard={props.onCard} onLoadMore={props.onLoadMore} />
        </>
      )}
    </div>
  );
}
