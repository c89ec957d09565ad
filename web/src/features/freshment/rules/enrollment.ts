/**
 * What the newcomer page shows of the freshment config (doc 2 §3): its title (default 新生入学) and the
 * progress finishTaskCount of totalTask. The config counts tasks without naming them, so the page lists
 * them by number, the first finishTaskCount done. A count beyond the total (a config being edited) is
 * clamped rather than shown as "6/5".
 */
import type { FreshmentConfig } from '@wonder/contracts';
import { freshmentTexts } from '../texts';

export interface EnrollmentProgress {
  done: number;
  total: number;
  /** 0–100, whole. */
  percent: number;
  tasks: readonly { n: number; done: boolean }[];
}

export function enrollmentTitle(config: Pick<FreshmentConfig, 'homePageConfig'> | null | undefined): string {
  return config?.homePageConfig?.title?.trim() || freshmentTexts.defaultTitle;
}

export function enrollmentProgress(
  config: Pick<FreshmentConfig, 'finishTaskCount' | 'totalTask'>,
): EnrollmentProgress {
  const total = Math.max(0, Math.floor(config.totalTask));
  const done = Math.min(total, Math.max(0, Math.floor(config.finishTaskCount)));
  return {
    done,
    total,
    percent: total === 0 ? 0 : Math.round((done / total) * 100),
    tasks: Array.from({ length: total }, (_, i) => ({ n: i + 1, done: i < done })),
  };
}
