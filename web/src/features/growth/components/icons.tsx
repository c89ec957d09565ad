/** Icons and small drawings of the growth screens. Decorative: the text beside each names it. */
import type { ClassroomMedal } from '@wonder/contracts';
import { type IconProps, SvgIcon } from '../../../lib/svg-icon';

export const ChevronIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M9 5l7 7-7 7" />
  </SvgIcon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 9l6 6 6-6" />
  </SvgIcon>
);

export const ShareIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 4v11" />
    <path d="M8 8l4-4 4 4" />
    <path d="M5 13v5a2 2 0 002 2h10a2 2 0 002-2v-5" />
  </SvgIcon>
);

export const CheckIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </SvgIcon>
);

export const ClockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </SvgIcon>
);

export const MissedIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5" />
    <path d="M12 16.2v.3" />
  </SvgIcon>
);

export const ReportIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M7 3.5h7l4 4V20a.5.5 0 01-.5.5h-10.5A.5.5 0 016.5 20V4a.5.5 0 01.5-.5z" />
    <path d="M14 3.5V8h4" />
    <path d="M9.5 12.5h5M9.5 16h5" />
  </SvgIcon>
);

/** A child silhouette for a missing or broken avatar. */
export function ChildAvatarArt() {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect width="64" height="64" fill="#ffe2cc" />
      <circle cx="32" cy="26" r="12" fill="#ffb27a" />
      <path d="M12 60c2-12 10-18 20-18s18 6 20 18" fill="#ffb27a" />
      <circle cx="27.5" cy="25" r="1.6" fill="#7a3b12" />
      <circle cx="36.5" cy="25" r="1.6" fill="#7a3b12" />
      <path d="M28 31c2.4 2 5.6 2 8 0" stroke="#7a3b12" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

const MEDAL_COLORS: Readonly<Record<ClassroomMedal, readonly [string, string]>> = {
  allCorrect: ['#ffcf4d', '#f0a000'],
  handupNum: ['#8fd3ff', '#2f8fe0'],
  starNum: ['#ffe066', '#f5b400'],
  grabNum: ['#ff9f80', '#e8572e'],
  speedNum: ['#a9e59a', '#3fae3f'],
  firstAnswer: ['#d1a8ff', '#8a4fe0'],
  authNum: ['#ffa8c8', '#e0508a'],
};

/** A classroom medal: a ribbon and a disc in the medal's colours. */
export function MedalArt({ type, size = '0.8rem' }: { type: ClassroomMedal; size?: string }) {
  const [light, deep] = MEDAL_COLORS[type];
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M15 4h8l4 12h-8z" fill={deep} />
      <path d="M33 4h-8l-4 12h8z" fill={light} />
      <circle cx="24" cy="29" r="14" fill={deep} />
      <circle cx="24" cy="29" r="10.5" fill={light} />
      <path
        d="M24 22.5l2 4 4.4.6-3.2 3.1.8 4.4-4-2.1-4 2.1.8-4.4-3.2-3.1 4.4-.6z"
        fill="#fff"
        opacity="0.95"
      />
    </svg>
  );
}
