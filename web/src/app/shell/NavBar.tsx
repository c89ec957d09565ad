/**
 * The top navbar (doc 2 §2): types index (avatar, greeting, messages), back, backHome and title.
 * Presentational: props in, events out. Height 0.88rem plus the top safe area.
 */
import { useState } from 'react';
import { fmt, texts } from '../../texts';
import { BackIcon, BellIcon, GenericAvatar, HomeIcon } from './icons';
import './NavBar.css';

export type NavBarType = 'index' | 'back' | 'backHome' | 'title';

export interface NavBarProps {
  type: NavBarType;
  /** Page title (back, backHome, title). */
  title?: string;
  /** index: the greeting line (see greeting.ts). */
  greeting?: string;
  /** index: the parent's avatar; tourists (and a missing or broken image) get the generic icon. */
  avatarUrl?: string | null;
  isTourist?: boolean;
  /** index: unread message count (99+ above 99); undefined or 0 hides the badge. */
  unread?: number;
  /** Fixed to the top of the viewport (default) or in the flow (the shell's header, stories). */
  fixed?: boolean;
  onBack?: () => void;
  onHome?: () => void;
  onAvatar?: () => void;
  onMessages?: () => void;
}

function unreadLabel(n: number): string {
  return n > 99 ? texts.shell.unreadMax : String(n);
}

function Avatar({ url, isTourist }: { url?: string | null; isTourist?: boolean }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (isTourist || !url || broken === url) return <GenericAvatar size="100%" />;
  return <img src={url} alt="" onError={() => setBroken(url)} />;
}

function IndexBar(props: NavBarProps & { className: string }) {
  return (
    <header className={props.className}>
      <div className="wp-shell-navbar__bar">
        <button
          type="button"
          className="wp-shell-navbar__avatar"
          onClick={props.onAvatar}
          aria-label={texts.shell.avatar}
        >
          <Avatar url={props.avatarUrl} isTourist={props.isTourist} />
        </button>
        <p className="wp-shell-navbar__greeting">{props.greeting}</p>
        <button
          type="button"
          className="wp-shell-navbar__action"
          onClick={props.onMessages}
          aria-label={
            props.unread
              ? fmt(texts.shell.messagesUnread, { count: unreadLabel(props.unread) })
              : texts.shell.messages
          }
        >
          <BellIcon size="0.46rem" />
          {props.unread ? <span className="wp-shell-navbar__badge">{unreadLabel(props.unread)}</span> : null}
        </button>
      </div>
    </header>
  );
}

export function NavBar(props: NavBarProps) {
  const { type, fixed = true } = props;
  const className = `wp-shell-navbar wp-shell-navbar--${type}${fixed ? ' wp-shell-navbar--fixed' : ''}`;
  if (type === 'index') return <IndexBar {...props} className={className} />;
  return (
    <header className={className}>
      <div className="wp-shell-navbar__bar">
        <div className="wp-shell-navbar__side">
          {type !== 'title' && (
            <button
              type="button"
              className="wp-shell-navbar__action"
              onClick={props.onBack}
              aria-label={texts.shell.back}
            >
              <BackIcon size="0.44rem" />
            </button>
          )}
        </div>
        <h1 className="wp-shell-navbar__title">{props.title}</h1>
        <div className="wp-shell-navbar__side wp-shell-navbar__side--end">
          {type === 'backHome' && (
            <button
              type="button"
              className="wp-shell-navbar__action"
              onClick={props.onHome}
              aria-label={texts.shell.home}
            >
              <HomeIcon size="0.42rem" />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/** Height of the navbar area in rem (doc 2 §2: 0.88; a notice adds 0.68; the download bar, at the bottom, 1.08). */
export function navbarHeightRem(opts: { notice?: boolean } = {}): number {
  return 0.88 + (opts.notice ? 0.68 : 0);
}
