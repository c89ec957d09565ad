/** Home below the shell's top bar (doc 2 §2): banners, today's classes, the report card, the module list. */
import type { Banner, ReportRecord, TodayClass } from '@wonder/contracts';
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
  onBanner(banner: Banner): void;
  onListen(lesson: TodayClass): void;
  onReport(): void;
}

export function HomeView(props: HomeViewProps) {
  return (
    <div className="wp-home">
      <BannerCarousel banners={props.banners} autoplay={props.autoplay} onOpen={props.onBanner} />
      {props.today !== undefined && <TodayClasses classes={props.today} onListen={props.onListen} />}
      <ReportCard record={props.report} onOpen={props.onReport} />
      <ModuleList state={props.state} onCard={props.onCard} onLoadMore={props.onLoadMore} />
    </div>
  );
}
