/**
 * The paged home list (doc 2 §4): each module with its title and cards laid out by styleTypeId (1 all big,
 * 2 first big then small, 3 small, 4 small price-style); cards with a countdown ticking every second and the
 * ended text at zero. Scrolling to the end asks for the next page; a failed page ends the list.
 * Presentational (the countdown's clock is the only state).
 */
import { type HomeCard, type ModuleConfig, STYLE_TYPE } from '@wonder/contracts';
import { memo, useEffect, useRef, useState } from 'react';
import { FallbackImage, Skeleton, SkeletonRegion, StatusBlock } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { cardCountdown, isBigCard, parseSpecDate } from '../rules/home-rules';
import { exposure, PLAY_WHEN_SEEN } from '../rules/visibility';
import { homeTexts } from '../texts';
// Its classes are home.css's: the list brings its stylesheet wherever it renders (HomeView, a story).
import './home.css';

const T = homeTexts.list;

export type ModuleListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; modules: readonly ModuleConfig[]; hasMore: boolean; loadingMore: boolean };

export interface ModuleListProps {
  state: ModuleListState;
  onCard(module: ModuleConfig, card: HomeCard): void;
  onLoadMore(): void;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function Countdown({ endTime }: { endTime: string }) {
  const end = parseSpecDate(endTime);
  const now = useNow(Number.isFinite(end));
  const text = Number.isFinite(end) ? cardCountdown(end, now) : null;
  return (
    <span className={`wp-home-list__countdown${text ? '' : ' wp-home-list__countdown--ended'}`} role="timer">
      {text ?? T.ended}
    </span>
  );
}

/** Participants' pictures shown beside the count (doc 2 §3 participantPictureUrls): the first few, overlapping. */
export const PARTICIPANT_PICTURES_SHOWN = 3;

function Participants({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <span className="wp-home-list__faces" aria-hidden="true">
      {urls.slice(0, PARTICIPANT_PICTURES_SHOWN).map((url, i) => (
        <FallbackImage
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed slice never reordered; the same picture may come twice
          key={`${i}-${url}`}
          src={url}
          className="wp-home-list__face"
          fallback={<span className="wp-home-list__face-art" />}
        />
      ))}
    </span>
  );
}

/** A card's picture, over its drawn art (which stays when the picture cannot load). */
function CardPicture({ src }: { src: string | null }) {
  return (
    <FallbackImage
      src={src}
      className="wp-home-list__image"
      fallback={<span className="wp-home-list__art" />}
    />
  );
}

/** A big card's video: muted, played by the page only while wholly in view; the card's art shows under it. */
function CardVideo({ src, poster }: { src: string; poster: string | null }) {
  const [failed, setFailed] = useState(false);
  // A video that cannot be played leaves the card its picture, as a card without a video shows it.
  if (failed) return <CardPicture src={poster} />;
  return (
    <span className="wp-home-list__image wp-home-list__video">
      <span className="wp-home-list__art" />
      <video
        src={src}
        poster={poster ?? undefined}
        muted
        loop
        playsInline
        preload="none"
        {...PLAY_WHEN_SEEN}
        onError={() => setFailed(true)}
      />
    </span>
  );
}

function Card({
  card,
  big,
  price,
  onOpen,
}: {
  card: HomeCard;
  big: boolean;
  price: boolean;
  onOpen(): void;
}) {
  return (
    <li
      className={`wp-home-list__card${big ? ' wp-home-list__card--big' : ''}${price ? ' wp-home-list__card--price' : ''}`}
      {...exposure('card', card.id)}
    >
      <button type="button" className="wp-home-list__open" onClick={onOpen}>
        {big && card.videoUrl ? (
          <CardVideo src={card.videoUrl} poster={card.homePageImageUrl ?? null} />
        ) : (
          <CardPicture src={card.homePageImageUrl ?? null} />
        )}
        <span className="wp-home-list__text">
          <span className="wp-home-list__name">{card.courseTitle}</span>
          {card.courseSubtitle && <span className="wp-home-list__sub">{card.courseSubtitle}</span>}
          {card.participantNum ? (
            <span className="wp-home-list__sub wp-home-list__participants">
              <Participants urls={card.participantPictureUrls ?? []} />
              {fmt(T.participants, { count: card.participantNum })}
            </span>
          ) : null}
          {card.endTime && <Countdown endTime={card.endTime} />}
        </span>
      </button>
    </li>
  );
}

function Module({ module, onCard }: { module: ModuleConfig; onCard: ModuleListProps['onCard'] }) {
  const style = module.styleTypeId;
  return (
    <section
      className={`wp-home-list__module wp-home-list__module--s${style}`}
      aria-label={module.childModuleName}
    >
      <h2 className="wp-home-card__title">{module.childModuleName}</h2>
      <ul className="wp-home-list__cards">
        {module.showConfigContentList.map((card, i) => (
          <Card
            key={card.id}
            card={card}
            big={isBigCard(style, i)}
            price={style === STYLE_TYPE.SMALL_PRICE}
            onOpen={() => onCard(module, card)}
          />
        ))}
      </ul>
    </section>
  );
}

export const ModuleList = memo(function ModuleList({ state, onCard, onLoadMore }: ModuleListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = state.status === 'ready' && state.hasMore && !state.loadingMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onLoadMore();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [canLoad, onLoadMore]);

  if (state.status === 'loading')
    return (
      <SkeletonRegion label={homeTexts.loading}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height="3.2rem" radius="0.24rem" style={{ marginTop: '0.24rem' }} />
        ))}
      </SkeletonRegion>
    );
  if (state.status === 'failed')
    return <StatusBlock art="error" role="alert" title={T.failed} hint={T.failedHint} />;
  if (state.modules.length === 0) return <StatusBlock art="empty" title={T.empty} hint={T.emptyHint} />;
  return (
    <div className="wp-home-list" aria-busy={state.loadingMore}>
      {state.modules.map((m) => (
        <Module
          key={`${m.childModuleName}:${m.showConfigContentList[0]?.id ?? ''}`}
          module={m}
          onCard={onCard}
        />
      ))}
      <div ref={sentinel} className="wp-home-list__end">
        {state.loadingMore ? (
          T.loadingMore
        ) : state.hasMore ? (
          <button type="button" className="wp-home-list__more" onClick={onLoadMore}>
            {T.more}
          </button>
        ) : (
          T.end
        )}
      </div>
    </div>
  );
});
