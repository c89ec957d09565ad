/** The resource slots under the banners: up to four image tiles with their titles. Presentational. */
import { FallbackImage } from '../../../lib/blocks';
import { myClassesTexts } from '../texts';
import type { BannerItem } from './BannerCarousel';
import { SlotIcon } from './icons';

/** A row holds at most this many slots (the home's category rows hold 5; two rows of tiles read better). */
export const MAX_SLOTS = 4;

export interface ResourceSlotsProps {
  slots: readonly BannerItem[];
  onOpen(slot: BannerItem): void;
}

export function ResourceSlots({ slots, onOpen }: ResourceSlotsProps) {
  const shown = slots.filter((s) => s.title?.trim()).slice(0, MAX_SLOTS);
  if (shown.length === 0) return null;
  return (
    <section className="wp-mc-slots" aria-label={myClassesTexts.slotsLabel}>
      {shown.map((s, i) => (
        <button key={s.id} type="button" className="wp-mc-slots__slot" onClick={() => onOpen(s)}>
          <FallbackImage
            src={s.imgPath}
            className="wp-mc-slots__image"
            fallback={
              <span className={`wp-mc-slots__art wp-mc-art--${(i + 1) % 4}`} aria-hidden="true">
                <SlotIcon size="0.4rem" strokeWidth={1.8} />
              </span>
            }
          />
          <span className="wp-mc-slots__title">{s.title}</span>
        </button>
      ))}
    </section>
  );
}
