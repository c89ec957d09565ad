/**
 * /parentsCenter as the parent sees it (doc 3 §2): header, the three tiles, invite gifts and the entry
 * sections. Presentational: the container decides every value and where each tap goes. Its parts are
 * memoised: the container keeps each part's data while it is unchanged, so an answer draws only its own part.
 */
import type { HourType } from '../rules/hours';
import type { EntryKey, Section } from '../rules/sections';
import { EntrySections, type InviteCard, InviteGifts } from './EntrySections';
import { Header, type HeaderProps } from './Header';
import { HourTiles, type HourTilesProps } from './HourTiles';
import './parent-centre.css';

export interface ParentCentreViewProps {
  header: Omit<HeaderProps, 'onEditProfile' | 'onMyExchange' | 'onCheckIn'>;
  tiles: Omit<HourTilesProps, 'onOpen'>;
  invite: InviteCard;
  sections: readonly Section[];
  onEditProfile(): void;
  onMyExchange(): void;
  onCheckIn(): void;
  onTile(type: HourType): void;
  onInvitePoster(): void;
  onInviteScreenshot(): void;
  onEntry(key: EntryKey): void;
}

export function ParentCentreView(props: ParentCentreViewProps) {
  return (
    <div className="wp-pc">
      <Header
        {...props.header}
        onEditProfile={props.onEditProfile}
        onMyExchange={props.onMyExchange}
        onCheckIn={props.onCheckIn}
      />
      <HourTiles {...props.tiles} onOpen={props.onTile} />
      <InviteGifts
        invite={props.invite}
        onPoster={props.onInvitePoster}
        onScreenshot={props.onInviteScreenshot}
      />
      <EntrySections sections={props.sections} onEntry={props.onEntry} />
    </div>
  );
}
