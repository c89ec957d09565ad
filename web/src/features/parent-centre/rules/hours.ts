/**
 * The hour figures of the parent centre (doc 3 §2, §3, §4): the three tiles and the /myClassHour rows,
 * from the multi-brand summary (live = smallLive, recorded = record; each base + gifted) and the leave
 * summary (usableNum). A tile is loading, a value, or dashes when its call failed.
 */
import { type BrandHourSummary, HOUR_TYPE, type SubjectBrand } from '@wonder/contracts';

export type HourType = (typeof HOUR_TYPE)[keyof typeof HOUR_TYPE];

/** All brands are queried; the mini-program queries only the math brand (doc 3 §6). */
export function brandsToQuery(all: readonly SubjectBrand[], isMiniProgram: boolean): SubjectBrand[] {
  return isMiniProgram ? ['math'] : [...all];
}

export interface HourFigure {
  /** Remaining hours, gifted ones included. */
  total: number;
  gifted: number;
}

const pairOf = (b: BrandHourSummary, type: HourType) =>
  type === HOUR_TYPE.RECORDED ? b.record : b.smallLive;

/** Live or recorded hours summed over the brands. */
export function hoursOf(brands: readonly BrandHourSummary[], type: HourType): HourFigure {
  return brands.reduce<HourFigure>(
    (sum, b) => {
      const p = pairOf(b, type);
      return { total: sum.total + p.baseHours + p.giveHours, gifted: sum.gifted + p.giveHours };
    },
    { total: 0, gifted: 0 },
  );
}

export type TileState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'value'; value: number; gifted: number | null };

type QueryLike<T> = { isPending: boolean; isError: boolean; data?: T | undefined };

/** One tile's state from its query (the leave tile has no gifted count). */
export function tileState<T>(q: QueryLike<T>, read: (data: T) => HourFigure | number): TileState {
  if (q.isError) return { kind: 'failed' };
  if (q.isPending || q.data === undefined) return { kind: 'loading' };
  const v = read(q.data);
  return typeof v === 'number'
    ? { kind: 'value', value: v, gifted: null }
    : { kind: 'value', value: v.total, gifted: v.gifted };
}

/** /myClassHour?hourType=…: 0 live, 1 recorded, 2 leave; anything else is live. */
export function hourTypeOf(search: string): HourType {
  const raw = Number(new URLSearchParams(search).get('hourType'));
  return raw === HOUR_TYPE.RECORDED || raw === HOUR_TYPE.LEAVE ? raw : HOUR_TYPE.LIVE;
}

export interface BrandHourRow {
  brandCode: SubjectBrand;
  base: number;
  gifted: number;
}

/** The per-brand rows of /myClassHour for live or recorded hours; brands without any are left out. */
export function brandRows(brands: readonly BrandHourSummary[], type: HourType): BrandHourRow[] {
  return brands
    .map((b) => {
      const p = pairOf(b, type);
      return { brandCode: b.brandCode, base: p.baseHours, gifted: p.giveHours };
    })
    .filter((r) => r.base + r.gifted > 0);
}

/** Hours print with at most one decimal (half hours exist); no trailing zeros. */
export function formatHours(n: number): string {
  return String(Math.round(n * 10) / 10);
}
