/**
 * The banner carousel of the courses tab: native scroll snapping (no carousel library in the route's first
 * load), autoplay every 2 s (doc 2 §9) that loops and rests while the parent touches it or asks for
 * reduced motion, and dots. Images that fail show the banner's title on a drawn card. Presentational.
 */
import { useEffect, useRef, useState } from 'react';
import { FallbackImage } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { myClassesTexts } from '../texts';

/** Doc 2 §9: banner autoplay 2000 ms. */
export const BANNER_AUTOPLAY_MS = 2000;

export interface BannerItem {
  id: number;
  title?: string | null;
  imgPath: string;
}

export interface BannerCarouselProps {
  banners: readonly BannerItem[];
  onOpen(banner: BannerItem): void;
  /** Stories and tests freeze it. */
  autoplay?: boolean;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function BannerCarousel({ banners, onOpen, autoplay = true }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [touching, setTouching] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (!autoplay || touching || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || typeof el.scrollTo !== 'function') return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, touching, count]);

  if (count === 0) return null;
  return (
    <section className="wp-mc-banners" aria-label={myClassesTexts.bannersLabel}>
      <div
        ref={track}
        className="wp-mc-banners__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
        onTouchStart={() => setTouching(true)}
        onTouchEnd={() => setTouching(false)}
      >
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="wp-mc-banners__slide"
            aria-label={b.title || fmt(myClassesTexts.bannerSlide, { n: i + 1, total: count })}
            onClick={() => onOpen(b)}
          >
            <FallbackImage
              src={b.imgPath}
              className="wp-mc-banners__image"
              fallback={
                <span className={`wp-mc-banners__art wp-mc-art--${i % 4}`} aria-hidden="true">
                  <span className="wp-mc-banners__art-title">{b.title}</span>
                  <span className="wp-mc-banners__art-dot wp-mc-banners__art-dot--a" />
                  <span className="wp-mc-banners__art-dot wp-mc-banners__art-dot--b" />
                </span>
              }
            />
          </button>
        ))}
      </div>
      {count > 1 && (
        <div className="wp-mc-banners__dots" aria-hidden="true">
          {banners.map((b, i) => (
            <span
              key={b.id}
              className={`wp-mc-banners__dot${i === index ? ' wp-mc-banners__dot--active' : ''}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
