/**
 * The three tiles (doc 3 §2, §4): live hours with the gifted count, recorded hours with the gifted count,
 * remaining leave count; each loading, then its value, or dashes when its call failed. A tile opens
 * /myClassHour of its type. Presentational.
 */
import { HOUR_TYPE } from '@wonder/contracts';
import { memo } from 'react';
import { Skeleton } from '../../../lib/blocks';
import { fmt } from '../../../texts';
import { formatHours, type HourType, type TileState } from '../rules/hours';
import { parentCentreTexts } from '../texts';

const T = parentCentreTexts.tiles;

export interface HourTilesProps {
  live: TileState;
  recorded: TileState;
  leave: TileState;
  /** The tile the named route's classHourType points at. */
  highlighted: HourType | null;
  onOpen(type: HourType): void;
}

function Tile(props: { type: HourType; label: string; unit: string; state: TileState } & HourTilesProps) {
  const { state } = props;
  return (
    <li>
      <button
        type="button"
        className={`wp-pc-tile${props.highlighted === props.type ? ' wp-pc-tile--highlighted' : ''}`}
        onClick={() => props.onOpen(props.type)}
        aria-busy={state.kind === 'loading'}
      >
        <span className="wp-pc-tile__value">
          {state.kind === 'loading' && <Skeleton width="0.8rem" height="0.44rem" />}
          {state.kind === 'failed' && T.dash}
          {state.kind === 'value' && formatHours(state.value)}
          {state.kind === 'value' && <small>{props.unit}</small>}
        </span>
        <span className="wp-pc-tile__label">{props.label}</span>
        {state.kind === 'value' && state.gifted !== null && (
          <span className="wp-pc-tile__gifted">{fmt(T.gifted, { count: formatHours(state.gifted) })}</span>
        )}
      </button>
    </li>
  );
}

export const HourTiles = memo(function HourTiles(props: HourTilesProps) {
  return (
    <ul className="wp-pc-tiles" aria-label={T.label}>
      <Tile {...props} type={HOUR_TYPE.LIVE} label={T.live} unit={T.unitHours} state={props.live} />
      <Tile
        {...props}
        type={HOUR_TYPE.RECORDED}
        label={T.recorded}
        unit={T.unitHours}
        state={props.recorded}
      />
      <Tile {...props} type={HOUR_TYPE.LEAVE} label={T.leave} unit={T.unitTimes} state={props.leave} />
    </ul>
  );
});
