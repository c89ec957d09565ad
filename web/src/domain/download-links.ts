/** Links to the download landing page, /downloadApp (doc 2 §2): its variants and tracking entries. */
import { type Href, href, type RoutePath } from '../lib/routes';

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

export type DownloadVariant = keyof typeof DOWNLOAD_TYPE;

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
export function downloadAppPath(opts: { type?: number; enter: number }): Href {
  return href('/downloadApp', { type: opts.type, enter: opts.enter });
}

/**
 * THE list of app-only routes whose download link is more than the default (parent variant, enter 0): the
 * detail pages doc 2 gives an `enter` for, and the routes whose feature has a variant of its own. Chosen
 * pairings (the spec names the variants, not which page shows which): class hours → hour, little teacher
 * → teacher, further education → further, newcomer login → fresh enrollment, satisfaction survey → nps.
 */
export const APP_ONLY_DOWNLOAD: { readonly [P in RoutePath]?: { type?: number; enter?: number } } = {
  '/openClassCenter/openClassDetail': { enter: DOWNLOAD_ENTER.openClassDetail },
  '/peaClassCenter/peaClassDetail': { enter: DOWNLOAD_ENTER.peaClassDetail },
  '/soundStoryPlayer': { enter: DOWNLOAD_ENTER.soundStoryPlayer },
  '/myClassHour': { type: DOWNLOAD_TYPE.hour },
  '/classHourRecord': { type: DOWNLOAD_TYPE.hour },
  '/littleTeacherList': { type: DOWNLOAD_TYPE.teacher },
  '/littleTeacherUpload': { type: DOWNLOAD_TYPE.teacher },
  '/littleTeacherDetail': { type: DOWNLOAD_TYPE.teacher },
  '/littleTeacherCollection': { type: DOWNLOAD_TYPE.teacher },
  '/littleTeacherShare': { type: DOWNLOAD_TYPE.teacher },
  '/furtherEducation': { type: DOWNLOAD_TYPE.further },
  '/furtherEducationEnter': { type: DOWNLOAD_TYPE.further },
  '/freshmentAuthLogin': { type: DOWNLOAD_TYPE.freshEnrollment },
  '/nps': { type: DOWNLOAD_TYPE.nps },
};

/** Where the download button of an app-only page leads (app/AppOnlyScreen.tsx). */
export function appOnlyDownloadPath(path: RoutePath): Href {
  const link = APP_ONLY_DOWNLOAD[path];
  return downloadAppPath({ type: link?.type, enter: link?.enter ?? DOWNLOAD_ENTER.other });
}
