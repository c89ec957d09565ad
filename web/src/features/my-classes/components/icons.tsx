/** The icons of the my-classes screens: one per kind of category card, and the row chevron. */
import type { ComponentType } from 'react';
import { type IconProps, SvgIcon } from '../../../lib/svg-icon';
import type { CategoryKind } from '../rules/category-target';

export const ChevronIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M9 5l7 7-7 7" />
  </SvgIcon>
);

/** A resource slot without its image: a small stack of cards. */
export const SlotIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="4" y="7" width="16" height="12" rx="2.5" />
    <path d="M7 4h10" />
    <path d="M10 12.5l4 1.5-4 1.5z" />
  </SvgIcon>
);

const LiveIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2.5" />
    <path d="M16 10.5l5-3v9l-5-3" />
    <circle cx="7.5" cy="10" r="1.2" fill="currentColor" stroke="none" />
  </SvgIcon>
);

const TrialIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </SvgIcon>
);

const RecordedIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10.2 8.6v6.8l5.4-3.4z" />
  </SvgIcon>
);

const LinkIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </SvgIcon>
);

const BabyStudyIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 5.5c2.5-1 5-1 8 1 3-2 5.5-2 8-1V19c-2.5-1-5-1-8 1-3-2-5.5-2-8-1z" />
    <path d="M12 6.5V20" />
  </SvgIcon>
);

const TasksIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="4.5" y="4" width="15" height="17" rx="2.5" />
    <path d="M8.5 9.5l1.6 1.6 3-3" />
    <path d="M8.5 15.5l1.6 1.6 3-3" />
    <path d="M15 10h1.5M15 16h1.5" />
  </SvgIcon>
);

export const KIND_ICONS: Readonly<Record<CategoryKind, ComponentType<IconProps>>> = {
  live: LiveIcon,
  trial: TrialIcon,
  recorded: RecordedIcon,
  link: LinkIcon,
  babyStudy: BabyStudyIcon,
  studyTasks: TasksIcon,
};
