/**
 * The navbar of a page outside the tab shell (features cannot use the shell's): back, the title, and home
 * when there is nothing to go back to. Presentational; the same look as the shell's back navbar.
 */
import { type IconProps, SvgIcon } from '../svg-icon';
import './blocks.css';

const BackIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 5l-7 7 7 7" />
  </SvgIcon>
);

const HomeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 11.5L12 5l8 6.5" />
    <path d="M6.5 10v9h11v-9" />
    <path d="M10 19v-5h4v5" />
  </SvgIcon>
);

export interface PageNavBarProps {
  title: string;
  /** false: the visitor landed here, so the bar offers home instead of back. */
  canGoBack: boolean;
  backLabel: string;
  homeLabel: string;
  onBack(): void;
  onHome(): void;
}

export function PageNavBar({ title, canGoBack, backLabel, homeLabel, onBack, onHome }: PageNavBarProps) {
  return (
    <header className="wp-block-page-bar">
      <div className="wp-block-page-bar__side">
        <button
          type="button"
          className="wp-block-page-bar__action"
          onClick={canGoBack ? onBack : onHome}
          aria-label={canGoBack ? backLabel : homeLabel}
        >
          {canGoBack ? <BackIcon size="0.44rem" /> : <HomeIcon size="0.42rem" />}
        </button>
      </div>
      <h1 className="wp-block-page-bar__title">{title}</h1>
      <div className="wp-block-page-bar__side" />
    </header>
  );
}
