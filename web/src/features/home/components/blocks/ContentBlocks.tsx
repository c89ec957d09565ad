/**
 * Home's configured blocks (doc 2 §2, §4, §5): category rows, the image/text grid, text blocks, the
 * newcomer banner. Presentational: the container hands the items and the taps.
 */
import type { ResourceItem } from '@wonder/contracts';
import type { CSSProperties } from 'react';
import { FallbackImage } from '../../../../lib/blocks';
import { fmt } from '../../../../texts';
import { categoryRows, gridColumns, heightRatio } from '../../rules/content-blocks';
import { exposure } from '../../rules/visibility';
import { homeExtraTexts } from '../../texts/extras';
import './blocks.css';

const T = homeExtraTexts.blocks;

/** One tile; its image box takes the row's ratio (--wp-tile-ratio) before the image loads, so nothing shifts. */
function Tile({ item, onOpen }: { item: ResourceItem; onOpen(item: ResourceItem): void }) {
  return (
    <li className="wp-home-tile" {...(item.id != null ? exposure('tile', item.id) : {})}>
      <button type="button" className="wp-home-tile__button" onClick={() => onOpen(item)}>
        <FallbackImage
          src={item.imgPath}
          className="wp-home-tile__img"
          fallback={<span className="wp-home-tile__fallback" aria-hidden="true" />}
        />
        {item.textContent && <span className="wp-home-tile__text">{item.textContent}</span>}
      </button>
    </li>
  );
}

export interface TileBlockProps {
  items: readonly ResourceItem[];
  onOpen(item: ResourceItem): void;
}

/** Category rows: grouped by rowSort, at most 5 per row; each row's height follows its first item's ratio. */
export function CategoryRows({ items, onOpen }: TileBlockProps) {
  const rows = categoryRows(items);
  if (!rows.length) return null;
  return (
    <nav className="wp-home-categories" aria-label={T.categories}>
      {rows.map((row) => (
        <ul
          key={row[0]?.rowSort}
          className="wp-home-categories__row"
          style={{ '--wp-tile-ratio': heightRatio(row[0]?.displaySize) } as CSSProperties}
        >
          {row.map((item, i) => (
            <Tile key={item.id ?? i} item={item} onOpen={onOpen} />
          ))}
        </ul>
      ))}
    </nav>
  );
}

/** The image/text grid: at most 5 columns. */
export function ImageGrid({ items, onOpen }: TileBlockProps) {
  if (!items.length) return null;
  return (
    <nav className="wp-home-grid" aria-label={T.grid}>
      <ul
        className="wp-home-grid__list"
        style={
          {
            '--wp-grid-columns': gridColumns(items.length),
            '--wp-tile-ratio': heightRatio(items[0]?.displaySize),
          } as CSSProperties
        }
      >
        {items.map((item, i) => (
          <Tile key={item.id ?? i} item={item} onOpen={onOpen} />
        ))}
      </ul>
    </nav>
  );
}

export function TextBlocks({ items }: { items: readonly ResourceItem[] }) {
  const lines = items.map((i) => i.textContent).filter((t): t is string => !!t);
  if (!lines.length) return null;
  return (
    <div className="wp-home-text-blocks">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

interface TaskCardProps {
  title: string;
  line?: string | null;
  imgPath?: string | null;
  action: string;
  onOpen(): void;
}

/** A card with a picture, a title, one line and one action: the newcomer banner and the poster card. */
function TaskCard({ title, line, imgPath, action, onOpen }: TaskCardProps) {
  return (
    <section className="wp-home-task-card" aria-label={title}>
      <FallbackImage
        src={imgPath}
        className="wp-home-task-card__art"
        fallback={<span className="wp-home-task-card__fallback" aria-hidden="true" />}
      />
      <div className="wp-home-task-card__body">
        <h2 className="wp-home-task-card__title">{title}</h2>
        {line && <p className="wp-home-task-card__line">{line}</p>}
      </div>
      <button type="button" className="wp-home-task-card__go" onClick={onOpen}>
        {action}
      </button>
    </section>
  );
}

export interface NewcomerBannerProps {
  title: string;
  done: number;
  total: number;
  imgPath: string | null;
  onOpen(): void;
}

/** The newcomer section's banner (third scene): the enrollment tasks' progress. */
export function NewcomerBanner({ title, done, total, imgPath, onOpen }: NewcomerBannerProps) {
  return (
    <TaskCard
      title={title}
      line={fmt(T.newcomerProgress, { done, total })}
      imgPath={imgPath}
      action={T.newcomerGo}
      onOpen={onOpen}
    />
  );
}

export interface PosterCardProps {
  reward: number;
  remark?: string | null;
  imgPath?: string | null;
  onOpen(): void;
}

/** The share-poster task card: the reward, the task's remark, the way to the poster. */
export function PosterCard({ reward, remark, imgPath, onOpen }: PosterCardProps) {
  return (
    <TaskCard
      title={fmt(T.posterTitle, { reward })}
      line={remark}
      imgPath={imgPath}
      action={T.posterGo}
      onOpen={onOpen}
    />
  );
}
