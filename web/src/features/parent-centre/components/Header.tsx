/**
 * The parent centre's header (doc 3 §2): avatar, the kid's name with the parent's role, id, masked phone,
 * stars, "my exchanges" (hidden in the mini-program), edit profile and today's check-in. Presentational.
 */
import { memo } from 'react';
import { FallbackImage, Skeleton, SkeletonRegion } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { parentCentreTexts as T } from '../texts';
import { AvatarArt, ChevronIcon, StarIcon } from './icons';

export interface HeaderData {
  avatarUrl: string | null;
  /** "小明妈妈"; the fallback name when the info has none. */
  title: string;
  userId: string;
  phoneMasked: string;
  stars: number;
}

export interface HeaderProps {
  /** null while the private info loads. */
  data: HeaderData | null;
  showMyExchange: boolean;
  /** null: unknown (loading or failed): the plain check-in link. */
  checkedIn: boolean | null;
  onEditProfile(): void;
  onMyExchange(): void;
  onCheckIn(): void;
}

export const Header = memo(function Header(props: HeaderProps) {
  const { data } = props;
  return (
    <section className="wp-pc-header" aria-label={data?.title ?? T.loading}>
      {data ? (
        <>
          <button type="button" className="wp-pc-header__avatar" onClick={props.onEditProfile}>
            <FallbackImage
              src={data.avatarUrl}
              className="wp-pc-header__avatar-image"
              fallback={<AvatarArt size="0.64rem" />}
            />
            <span className="wp-block-visually-hidden">{T.editProfile}</span>
          </button>
          <div className="wp-pc-header__text">
            <h2 className="wp-pc-header__name">{data.title}</h2>
            <p className="wp-pc-header__meta">
              <span>{fmt(T.userId, { id: data.userId })}</span>
              <span>{data.phoneMasked}</span>
            </p>
            <p className="wp-pc-header__stars">
              <StarIcon size="0.28rem" />
              <span>{fmt(T.stars, { count: data.stars })}</span>
            </p>
          </div>
        </>
      ) : (
        <SkeletonRegion label={T.loading} className="wp-pc-header__skeleton">
          <Skeleton width="1.12rem" height="1.12rem" radius="50%" />
          <span className="wp-pc-header__text">
            <Skeleton width="2.4rem" height="0.36rem" />
            <Skeleton width="3.2rem" height="0.24rem" style={{ marginTop: '0.16rem' }} />
          </span>
        </SkeletonRegion>
      )}
      <div className="wp-pc-header__links">
        <button type="button" className="wp-pc-chip" onClick={props.onCheckIn}>
          {props.checkedIn ? T.checkedIn : T.checkIn}
        </button>
        {props.showMyExchange && (
          <button type="button" className="wp-pc-chip wp-pc-chip--ghost" onClick={props.onMyExchange}>
            {T.myExchange}
            <ChevronIcon size="0.22rem" strokeWidth={2.4} />
          </button>
        )}
      </div>
    </section>
  );
});
