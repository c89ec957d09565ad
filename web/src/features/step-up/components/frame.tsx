/**
 * The frame every step-up screen shares: the page (a main landmark), its navbar (features cannot use the
 * shell's, so a small one of the same look), the loading skeleton and the load error with its retry.
 * Presentational.
 */
import type { ReactNode } from 'react';
import { Skeleton, StatusBlock } from '../../../lib/blocks';
import { type IconProps, SvgIcon } from '../../../lib/svg-icon';
import { stepUpCommon } from '../texts';
import './step-up.css';

export const BackIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 5l-7 7 7 7" />
  </SvgIcon>
);

export interface StepUpNavBarProps {
  title: string;
  onBack(): void;
}

export function StepUpNavBar({ title, onBack }: StepUpNavBarProps) {
  return (
    <header className="wp-su-navbar">
      <button type="button" className="wp-su-navbar__back" onClick={onBack} aria-label={stepUpCommon.back}>
        <BackIcon size="0.44rem" />
      </button>
      <h1 className="wp-su-navbar__title">{title}</h1>
      <span className="wp-su-navbar__side" />
    </header>
  );
}

export interface StepUpPageProps {
  /** Shown as the navbar title, or as the page heading when there is no navbar. */
  title: string;
  navBar: boolean;
  onBack?(): void;
  busy?: boolean;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function StepUpPage({ title, navBar, onBack, busy, className, children, footer }: StepUpPageProps) {
  return (
    <div className={`wp-su${className ? ` ${className}` : ''}`}>
      {navBar && <StepUpNavBar title={title} onBack={onBack ?? (() => {})} />}
      <main className="wp-su__main" aria-busy={busy || undefined} aria-label={navBar ? undefined : title}>
        {children}
      </main>
      {footer && <footer className="wp-su__footer">{footer}</footer>}
    </div>
  );
}

/**
 * The loading skeleton of a step-up screen: a title and cards of three lines, lib/blocks' placeholders (their
 * shine runs on the compositor, issue 40; antd-mobile's repainted each line every frame).
 */
export function StepUpSkeleton({ blocks = 3 }: { blocks?: number }) {
  return (
    <div className="wp-su-skeleton" role="status" aria-label={stepUpCommon.loading}>
      <Skeleton width="45%" height="0.64rem" radius="0.04rem" style={{ margin: '0.32rem 0' }} />
      {Array.from({ length: blocks }, (_, i) => (
        // Static placeholders: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
        <div key={i} className="wp-su-card wp-su-skeleton__card">
          <Skeleton height="0.36rem" radius="0.04rem" style={{ margin: '0.24rem 0' }} />
          <Skeleton height="0.36rem" radius="0.04rem" />
          <Skeleton width="65%" height="0.36rem" radius="0.04rem" style={{ margin: '0.24rem 0' }} />
        </div>
      ))}
    </div>
  );
}

export interface LoadErrorProps {
  title?: string;
  description?: string;
  onRetry?(): void;
}

export function LoadError({ title, description, onRetry }: LoadErrorProps) {
  return (
    <div className="wp-su-error">
      <StatusBlock
        art="error"
        role="alert"
        title={title ?? stepUpCommon.loadFailed}
        hint={description}
        action={onRetry && { text: stepUpCommon.retry, onPress: onRetry }}
      />
    </div>
  );
}
