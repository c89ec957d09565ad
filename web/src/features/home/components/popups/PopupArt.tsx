/**
 * The app's own pictures of the popups whose answers carry none: the step-up popup (the activity period),
 * the check-in popup (isSignIn's dayNum) and the wonderful-activity popup (two flags) — doc 2 §3 gives them
 * no image field, so without these the popup showed a plain gradient card. Drawn inline at the popup art's
 * 4:3 (no picture that could fail to load); decorative, the popup's title and text say what it is about.
 */
import type { ReactNode } from 'react';

export type PopupArtKind = 'stepUp' | 'checkIn' | 'wonderful';

const W = 240;
const H = 180;

/** Soft circles and dots over the card, as on the fixtures' and the download page's pictures. */
const backdrop = (
  <g fill="#fff">
    <circle cx="206" cy="20" r="62" opacity="0.14" />
    <circle cx="14" cy="176" r="48" opacity="0.12" />
    <circle cx="34" cy="34" r="4" opacity="0.6" />
    <circle cx="60" cy="150" r="3" opacity="0.5" />
    <circle cx="200" cy="140" r="5" opacity="0.45" />
    <circle cx="172" cy="36" r="3" opacity="0.6" />
  </g>
);

const ART: Readonly<Record<PopupArtKind, { colors: readonly [string, string]; motif: ReactNode }>> = {
  // Stairs to the next level with a flag on top: the next school year's class.
  stepUp: {
    colors: ['#ffa04d', '#f05a00'],
    motif: (
      <g>
        <rect x="58" y="118" width="40" height="34" rx="5" fill="#fff" opacity="0.7" />
        <rect x="100" y="96" width="40" height="56" rx="5" fill="#fff" opacity="0.85" />
        <rect x="142" y="72" width="40" height="80" rx="5" fill="#fff" />
        <path d="M162 72V30" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <path d="M164 30h30l-8 10 8 10h-30z" fill="#ffcf3f" />
        <path d="M76 110l4-10 4 10-10-6h12z" fill="#ffcf3f" />
        <path
          d="M162 134v-36m-12 12l12-12 12 12"
          stroke="#f05a00"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </g>
    ),
  },
  // A calendar page ticked off, and a little flame for the streak.
  checkIn: {
    colors: ['#3fd0a7', '#1a9e7a'],
    motif: (
      <g>
        <rect x="70" y="42" width="100" height="104" rx="14" fill="#fff" />
        <rect x="70" y="42" width="100" height="28" rx="14" fill="#ffcf3f" />
        <rect x="70" y="58" width="100" height="12" fill="#ffcf3f" />
        <rect x="92" y="32" width="8" height="22" rx="4" fill="#4b5563" />
        <rect x="140" y="32" width="8" height="22" rx="4" fill="#4b5563" />
        <path
          d="M96 106l16 16 34-36"
          stroke="#1a9e7a"
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <path d="M190 92c10 12 8 28-6 32-14-4-16-18-6-30 0 8 4 10 6 10-2-6 2-10 6-12z" fill="#ffcf3f" />
      </g>
    ),
  },
  // A photo of the child's moment: a picture card with a star and a play button.
  wonderful: {
    colors: ['#8e7bff', '#5b5bd6'],
    motif: (
      <g>
        <rect
          x="58"
          y="40"
          width="92"
          height="104"
          rx="8"
          fill="#fff"
          opacity="0.75"
          transform="rotate(-8 104 92)"
        />
        <rect x="88" y="36" width="96" height="110" rx="8" fill="#fff" />
        <rect x="96" y="44" width="80" height="70" rx="6" fill="#e8e6ff" />
        <circle cx="136" cy="79" r="18" fill="#5b5bd6" />
        <path d="M131 70v18l15-9z" fill="#fff" />
        <rect x="100" y="124" width="48" height="8" rx="4" fill="#d9d6ff" />
        <path
          d="M196 42l4.6 9.4 10.4 1.5-7.5 7.3 1.8 10.3-9.3-4.9-9.3 4.9 1.8-10.3-7.5-7.3 10.4-1.5z"
          fill="#ffcf3f"
        />
      </g>
    ),
  },
};

export function PopupArt({ kind }: { kind: PopupArtKind }) {
  const { colors, motif } = ART[kind];
  const id = `wp-home-popup-art-${kind}`;
  return (
    <svg
      className="wp-home-popup__drawn"
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      data-art={kind}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id})`} />
      {backdrop}
      {motif}
    </svg>
  );
}
