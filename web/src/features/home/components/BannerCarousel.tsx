/**
 * The home banner carousel (doc 2 §9: autoplay every 2000 ms, loop): a scroll-snap strip the parent can
 * swipe, advanced by a timer that pauses while a finger is on it. Images carry their size (686 × 282 at
 * the 750 design width) so nothing shifts. Presentational.
 */
import type { Banner } from '@wonder/contracts';
import { useEffect, useRef } from 'react';
import { FallbackImage, Skeleton } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { exposure } from '../rules/visibility';
import { homeTexts as T } from '../texts';

export const BANNER_AUTOPLAY_MS = 2000;

export interface BannerCarouselProps {
  banners: readonly Banner[] | null;
  autoplay?: boolean;
  onOpen(banner: Banner): void;
}

export function BannerCarousel({ banners, autoplay = true, onOpen }: BannerCarouselProps) {
  const strip = useRef<HTMLUListElement>(null);
  const touching = useRef(false);
  const count = banners?.length ?? 0;

  useEffect(() => {
    if (!autoplay || count < 2) return;
    const timer = setInterval(() => {
      const el = strip.current;
      if (!el || touching.current || el.clientWidth === 0) return;
      const index = Math.round(el.scrollLeft / el.clientWidth);
      el.scrollTo({ left: ((index + 1) % count) * el.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, count]);

  if (banners === null) return <Skeleton height="2.82rem" radius="0.24rem" />;
  if (count === 0) return null;
  return (
    <section className="wp-home-banners" aria-label={T.bannersLabel}>
      <ul
        ref={strip}
        className="wp-home-banners__strip"
        onTouchStart={() => {
          touching.current = true;
        }}
        onTouchEnd={() => {
          touching.current = false;
        }}
      >
        {banners.map((b, i) => (
          <li key={b.id} className="wp-home-banners__slide" {...exposure('banner', b.id)}>
            <button
              type="button"
              className="wp-home-banners__button"
              aria-label={b.title || fmt(T.bannerSlide, { n: i + 1 })}
              onClick={() => onOpen(b)}
            >
              <FallbackImage
                src={b.imgPath}
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
    </section>
  );
}
