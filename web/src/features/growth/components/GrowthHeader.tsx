/**
 * The growth tab's header (doc 3 §2): the child's avatar, name and current class; a child in several
 * classes gets a class switch (a native select: the phone's own picker, no popup code in the first load).
 * Presentational.
 */
import { FallbackImage, Skeleton } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { growthTexts } from '../texts';
import { ChevronDownIcon, ChildAvatarArt } from './icons';

export interface GrowthHeaderProps {
  avatarUrl: string | null;
  kidName: string | null;
  /** The class shown: its name when known, else its number; null: not in a class yet. */
  classLabel: string | null;
  /** The classes to switch between (only when the parent may switch); empty hides the switch. */
  classes: readonly { id: number; label: string }[];
  currentClass: number | null;
  onChooseClass(classId: number): void;
}

export function GrowthHeader(props: GrowthHeaderProps) {
  const { classes } = props;
  return (
    <section className="wp-gr-header" aria-label={props.kidName || growthTexts.childFallback}>
      <FallbackImage src={props.avatarUrl} className="wp-gr-header__avatar" fallback={<ChildAvatarArt />} />
      <div className="wp-gr-header__text">
        <p className="wp-gr-header__name">{props.kidName || growthTexts.childFallback}</p>
        <p className="wp-gr-header__class">
          {props.classLabel ? fmt(growthTexts.currentClass, { name: props.classLabel }) : growthTexts.noClass}
        </p>
      </div>
      {classes.length > 1 && (
        <label className="wp-gr-header__switch">
          <span>{growthTexts.switchClass}</span>
          <ChevronDownIcon size="0.24rem" strokeWidth={2.4} />
          <select
            value={props.currentClass ?? ''}
            onChange={(e) => props.onChooseClass(Number(e.currentTarget.value))}
          >
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
}

/**
 * The header before the child's answer: bars in place of the name and class, so a child in a class never reads
 * 暂未分班 ("not in a class yet") while the page loads.
 */
export function GrowthHeaderSkeleton() {
  return (
    <section className="wp-gr-header" aria-label={growthTexts.childFallback}>
      <FallbackImage src={null} className="wp-gr-header__avatar" fallback={<ChildAvatarArt />} />
      <div className="wp-gr-header__text" aria-hidden="true">
        <Skeleton width="1.6rem" height="0.36rem" />
        <Skeleton width="2.4rem" height="0.26rem" style={{ marginTop: '0.14rem' }} />
      </div>
    </section>
  );
}
