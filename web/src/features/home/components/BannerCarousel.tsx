/**
 * The home banner carousel (doc 2 §9: autoplay every 2000 ms, swipe 300 ms, looping): lib/blocks'
 * useLoopCarousel moves the track; the copies at both ends are there only for the loop, hidden from touch,
 * keyboard and screen readers like every slide out of view. Images carry their size (686 × 282 at the 750
 * design width) so nothing shifts. The first banner's picture is asked for at once with high priority and
 * shown as soon as it has loaded (no fade). Presentational.
 */

import type { Banner } from '@wonder/contracts';
import { memo } from 'react';
import { FallbackImage, Skeleton, useLoopCarousel } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { exposure } from '../rules/visibility';
import { homeTexts as T } from '../texts';

/**
 * The mark of the carousel's placeholder: the page's inline script paints the first banner's picture in it as
 * soon as the banner list answers (app/early-requests.ts), before the app's scripts have run.
 */
export const BANNER_SLOT_CLASS = 'wp-home-banners--pending';

export interface BannerCarouselProps {
  banners: readonly Banner[] | null;
  autoplay?: boolean;
  onOpen(banner: Banner): void;
}

export const BannerCarousel = memo(function BannerCarousel({
  banners,
  autoplay = true,
  onOpen,
}: BannerCarouselProps) {
  const count = banners?.length ?? 0;
  const carousel = useLoopCarousel(count, autoplay);

  if (banners === null) return <Skeleton className={BANNER_SLOT_CLASS} height="2.82rem" radius="0.24rem" />;
  if (count === 0) return null;
  const last = banners[count - 1] as Banner;
  const first = banners[0] as Banner;
  // [copy of the last, …the banners, copy of the first] when it loops; the track positions index this list.
  const track = carousel.loops
    ? [
        { banner: last, key: 'copy-last', copy: true },
        ...banners.map((banner) => ({ banner, key: String(banner.id), copy: false })),
        { banner: first, key: 'copy-first', copy: true },
      ]
    : banners.map((banner) => ({ banner, key: String(banner.id), copy: false }));
  return (
    <section className="wp-home-banners" aria-label={T.bannersLabel}>
      <div className="wp-home-banners__viewport" {...carousel.touch}>
        <ul
          className="wp-home-banners__strip"
          style={carousel.trackStyle}
          onTransitionEnd={(e) => {
            if (e.target === e.currentTarget) carousel.onTransitionEnd();
          }}
        >
          {track.map(({ banner: b, key, copy }, at) => (
            <li
              key={key}
              className="wp-home-banners__slide"
              inert={at !== carousel.position}
              aria-hidden={copy || undefined}
              {...(copy ? {} : exposure('banner', b.id))}
            >
              <button
                type="button"
                className="wp-home-banners__button"
                aria-label={b.title || fmt(T.bannerSlide, { n: banners.indexOf(b) + 1 })}
                onClick={() => {
                  if (!carousel.swiped()) onOpen(b);
                }}
              >
                <FallbackImage
                  src={b.imgPath}
                  // The first slide is the home's largest paint (issue #40): never lazy, asked for first,
                  // whichever slide is in view (a lazy attribute once the carousel moved on read as a lazy
                  // LCP picture); the others load as they come into view.
                  priority={b === first && !copy}
                  className="wp-home-banners__image"
                  fallback={
                    <span className="wp-home-banners__art" aria-hidden="true">
                      {b.title}
                    </span>
                  }
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});
