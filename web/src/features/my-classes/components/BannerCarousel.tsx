/**
 * The banner carousel of the courses tab: a track moved by a CSS transform (no carousel library in the
 * route's first load), autoplay every 2 s (doc 2 §9) that loops and rests while the parent touches it or
 * asks for reduced motion, a swipe to move by hand, and dots. Images that fail show the banner's title on a
 * drawn card. Presentational.
 */
import { useEffect, useRef, useState } from 'react';
import { FallbackImage } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { myClassesTexts } from '../texts';

/** Doc 2 §9: banner autoplay 2000 ms. */
export const BANNER_AUTOPLAY_MS = 2000;
/** A horizontal move longer than this (px) is a swipe, shorter is a tap. */
const SWIPE_PX = 40;

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
  const [index, setIndex] = useState(0);
  const [touching, setTouching] = useState(false);
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = banners.length;
  const shown = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!autoplay || touching || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, touching, count]);

  if (count === 0) return null;
  return (
    <section className="wp-mc-banners" aria-label={myClassesTexts.bannersLabel}>
      <div
        className="wp-mc-banners__viewport"
        onTouchStart={(e) => {
          startX.current = e.touches[0]?.clientX ?? null;
          swiped.current = false;
          setTouching(true);
        }}
        onTouchEnd={(e) => {
          const end = e.changedTouches[0]?.clientX;
          if (startX.current !== null && end !== undefined && Math.abs(end - startX.current) > SWIPE_PX) {
            swiped.current = true;
            const step = end < startX.current ? 1 : -1;
            setIndex((i) => (i + step + count) % count);
          }
          startX.current = null;
          setTouching(false);
        }}
      >
        <div className="wp-mc-banners__track" style={{ transform: `translateX(-${shown * 100}%)` }}>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className="wp-mc-banners__slide"
              aria-label={b.title || fmt(myClassesTexts.bannerSlide, { n: i + 1, total: count })}
              // Slides out of view are out of reach of touch, keyboard and screen readers alike.
              inert={i !== shown}
              onClick={() => {
                if (!swiped.current) onOpen(b);
              }}
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
      </div>
      {count > 1 && (
        <div className="wp-mc-banners__dots" aria-hidden="true">
          {banners.map((b, i) => (
            <span
              key={b.id}
              className={`wp-mc-banners__dot${i === shown ? ' wp-mc-banners__dot--active' : ''}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
