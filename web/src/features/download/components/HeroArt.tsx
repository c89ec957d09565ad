/**
 * The hero illustration of each landing variant and of the guide page: a phone with the variant's motif
 * on its screen, drawn inline (no image that could fail to load). Decorative: hidden from assistive
 * technology, the page's heading says what it is about.
 */
import type { ReactNode } from 'react';
import type { DownloadVariant } from '../../../domain/download-links';

const MOTIFS: Readonly<Record<DownloadVariant, ReactNode>> = {
  // A rising chart with a tick: following the child's progress.
  parent: (
    <g>
      <rect x="92" y="112" width="14" height="30" rx="4" fill="#fff" opacity="0.75" />
      <rect x="113" y="96" width="14" height="46" rx="4" fill="#fff" opacity="0.85" />
      <rect x="134" y="80" width="14" height="62" rx="4" fill="#fff" />
      <circle cx="150" cy="62" r="13" fill="#fff" />
      <path d="M144 62l4 4 8-9" stroke="var(--dl-accent-deep)" strokeWidth="3.2" fill="none" />
    </g>
  ),
  // A gift box.
  shop: (
    <g>
      <rect x="92" y="88" width="56" height="50" rx="6" fill="#fff" />
      <rect x="88" y="76" width="64" height="16" rx="5" fill="#fff" opacity="0.9" />
      <rect x="115" y="76" width="10" height="62" fill="var(--dl-accent-deep)" opacity="0.85" />
      <path d="M120 76c-8-14-24-14-22-4 2 7 14 5 22 4zm0 0c8-14 24-14 22-4-2 7-14 5-22 4z" fill="#fff" />
    </g>
  ),
  // A clock.
  hour: (
    <g>
      <circle cx="120" cy="104" r="34" fill="#fff" />
      <circle cx="120" cy="104" r="27" fill="none" stroke="var(--dl-accent-soft)" strokeWidth="4" />
      <path d="M120 86v19l12 8" stroke="var(--dl-accent-deep)" strokeWidth="4.5" fill="none" />
      <circle cx="120" cy="104" r="3.5" fill="var(--dl-accent-deep)" />
    </g>
  ),
  // A chalkboard with a star.
  teacher: (
    <g>
      <rect x="86" y="76" width="68" height="50" rx="6" fill="#fff" />
      <path
        d="M120 84l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L120 111l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z"
        fill="var(--dl-accent-deep)"
      />
      <path d="M106 126l-8 16M134 126l8 16" stroke="#fff" strokeWidth="4" />
    </g>
  ),
  // A graduation cap.
  further: (
    <g>
      <path d="M120 78l42 18-42 18-42-18z" fill="#fff" />
      <path d="M98 104v18c0 7 10 13 22 13s22-6 22-13v-18l-22 10z" fill="#fff" opacity="0.85" />
      <path d="M156 98v24" stroke="#fff" strokeWidth="3" />
      <circle cx="156" cy="125" r="4" fill="#fff" />
    </g>
  ),
  // A school bag.
  freshEnrollment: (
    <g>
      <path d="M108 80a12 12 0 0124 0" stroke="#fff" strokeWidth="5" fill="none" />
      <rect x="92" y="80" width="56" height="60" rx="14" fill="#fff" />
      <rect x="102" y="106" width="36" height="22" rx="6" fill="var(--dl-accent-soft)" />
      <circle cx="120" cy="117" r="3.5" fill="var(--dl-accent-deep)" />
    </g>
  ),
  // A speech bubble with a heart.
  nps: (
    <g>
      <path
        d="M88 82h64a8 8 0 018 8v36a8 8 0 01-8 8h-36l-14 12v-12H88a8 8 0 01-8-8V90a8 8 0 018-8z"
        fill="#fff"
      />
      <path
        d="M120 124s-17-10-17-21a9 9 0 0117-4 9 9 0 0117 4c0 11-17 21-17 21z"
        fill="var(--dl-accent-deep)"
      />
    </g>
  ),
};

export function HeroArt({ variant }: { variant: DownloadVariant }) {
  return (
    <svg
      className="wp-dl-art"
      viewBox="0 0 240 200"
      width="240"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="40" cy="46" r="16" fill="#fff" opacity="0.28" />
      <circle cx="206" cy="38" r="9" fill="#fff" opacity="0.4" />
      <circle cx="212" cy="150" r="22" fill="#fff" opacity="0.2" />
      <circle cx="26" cy="160" r="8" fill="#fff" opacity="0.35" />
      <rect x="66" y="30" width="108" height="160" rx="20" fill="#fff" opacity="0.95" />
      <rect x="74" y="44" width="92" height="136" rx="12" fill="url(#wp-dl-screen)" />
      <rect x="104" y="35" width="32" height="4" rx="2" fill="var(--dl-accent-soft)" />
      <defs>
        <linearGradient id="wp-dl-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--dl-accent)" />
          <stop offset="1" stopColor="var(--dl-accent-deep)" />
        </linearGradient>
      </defs>
      {MOTIFS[variant]}
      <rect x="92" y="152" width="56" height="8" rx="4" fill="#fff" opacity="0.6" />
      <rect x="100" y="166" width="40" height="6" rx="3" fill="#fff" opacity="0.4" />
    </svg>
  );
}
