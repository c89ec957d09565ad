/** Links to the download landing page, /downloadApp (doc 2 §2): its variants and tracking entries. */

/** /downloadApp variants (doc 2 §2). */
export const DOWNLOAD_TYPE = {
  parent: 1,
  shop: 2,
  hour: 3,
  teacher: 4,
  further: 5,
  freshEnrollment: 6,
  nps: 7,
} as const;

/** /downloadApp `enter` tracking values (doc 2 §2). */
export const DOWNLOAD_ENTER = {
  other: 0,
  home: 19,
  openClassDetail: 5,
  peaClassDetail: 6,
  soundStoryPlayer: 7,
  growth: 4,
  parentCentre: 61,
  stepUp: 321,
} as const;

/** The download landing page with its variant and tracking entry (doc 2 §2). */
export function downloadAppPath(opts: { type?: number; enter: number }): string {
  const q = new URLSearchParams();
  if (opts.type !== undefined) q.set('type', String(opts.type));
  q.set('enter', String(opts.enter));
  return `/downloadApp?${q.toString()}`;
}
