/**
 * Visibility on home (doc 2 §4, §9): an element is seen when wholly in view, and the page looks at most every
 * 500 ms, so what only flashes by during a fast scroll is not seen. A seen banner, tile or list card is
 * tracked once per visit; a big card's video plays only while seen. Components only mark their elements
 * (`exposure`, `PLAY_WHEN_SEEN`); the blocks' lazy chunk watches them (containers/use-visibility.ts, with
 * rules/visibility-batch.ts), so the first load carries nothing but these markers.
 */

export type ExposureSection = 'banner' | 'tile' | 'card';

export const EXPOSURE_ATTR = 'data-exposure';
export const PLAY_ATTR = 'data-play-when-seen';

export const exposure = (section: ExposureSection, id: number | string) => ({
  [EXPOSURE_ATTR]: `${section}:${id}`,
});

export const PLAY_WHEN_SEEN = { [PLAY_ATTR]: '' } as const;
