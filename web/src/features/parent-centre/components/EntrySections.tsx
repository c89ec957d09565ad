/**
 * The invite-gift card and the entry sections (doc 3 §2): my account, limited activities, my learning,
 * service centre, each a list of entries with an optional note and new-marker. Presentational: which
 * entries show is decided by rules/sections.ts.
 */
import { memo } from 'react';
import type { Entry, EntryKey, Section } from '../rules/sections';
import { parentCentreTexts as T } from '../texts';
import { ChevronIcon } from './icons';

export interface InviteCard {
  title: string;
  /** Shown when the config shows it (hide flag 0). */
  poster: boolean;
  screenshot: boolean;
}

export const InviteGifts = memo(function InviteGifts(props: {
  invite: InviteCard;
  onPoster(): void;
  onScreenshot(): void;
}) {
  const { invite } = props;
  if (!invite.poster && !invite.screenshot) return null;
  return (
    <section className="wp-pc-invite" aria-label={invite.title}>
      <h2 className="wp-pc-section__title">{invite.title}</h2>
      <div className="wp-pc-invite__row">
        {invite.poster && (
          <button type="button" className="wp-pc-invite__item" onClick={props.onPoster}>
            {T.invite.poster}
          </button>
        )}
        {invite.screenshot && (
          <button
            type="button"
            className="wp-pc-invite__item wp-pc-invite__item--alt"
            onClick={props.onScreenshot}
          >
            {T.invite.screenshot}
          </button>
        )}
      </div>
    </section>
  );
});

export const EntrySections = memo(function EntrySections(props: {
  sections: readonly Section[];
  onEntry(key: EntryKey): void;
}) {
  return (
    <>
      {props.sections.map((section) => (
        <section key={section.id} className="wp-pc-section" aria-labelledby={`wp-pc-${section.id}`}>
          <h2 id={`wp-pc-${section.id}`} className="wp-pc-section__title">
            {section.title}
          </h2>
          <ul className="wp-pc-entries">
            {section.entries.map((e) => (
              <EntryRow key={e.key} entry={e} onEntry={props.onEntry} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
});

/** One entry; memoised: an entry whose note or mark did not change is not drawn again (a count answering). */
const EntryRow = memo(function EntryRow({ entry, onEntry }: { entry: Entry; onEntry(key: EntryKey): void }) {
  return (
    <li>
      <button type="button" className="wp-pc-entry" onClick={() => onEntry(entry.key)}>
        <span className="wp-pc-entry__label">{entry.label}</span>
        {entry.marked && <span className="wp-pc-entry__dot" aria-hidden="true" />}
        {entry.note && <span className="wp-pc-entry__note">{entry.note}</span>}
        <ChevronIcon size="0.26rem" strokeWidth={2.2} />
      </button>
    </li>
  );
});
