/** Icons of the tab shell (navbar, tab bar). Stroke icons use currentColor. */

import { isRoutePath, type RoutePath } from '../../lib/routes';
import { type IconProps, SvgIcon as Svg } from '../../lib/svg-icon';
import { GROWTH_ROOT } from './tab-rules';

export const BackIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);

export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 11.5L12 5l8 6.5" />
    <path d="M6.5 10v9h11v-9" />
    <path d="M10 19v-5h4v5" />
  </Svg>
);

export const BellIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 17V11a6 6 0 1112 0v6" />
    <path d="M4.5 17h15" />
    <path d="M10 20h4" />
  </Svg>
);

export const GrowthIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20v-8" />
    <path d="M12 12c0-3.5 2.5-6 6.5-6 0 3.5-2.5 6-6.5 6z" />
    <path d="M12 14.5c0-2.8-2-4.8-5.5-4.8 0 2.8 2 4.8 5.5 4.8z" />
  </Svg>
);

export const CoursesIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="5" width="16" height="12" rx="2" />
    <path d="M10.5 9v4l3.5-2z" />
    <path d="M9 20h6" />
  </Svg>
);

export const MeIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </Svg>
);

export const DotIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="6" />
  </Svg>
);

/** The tourist's generic avatar: a filled, friendly face. */
export const GenericAvatar = ({ size = '1em' }: { size?: number | string }) => (
  <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <circle cx="24" cy="24" r="24" fill="#ffe2cc" />
    <circle cx="24" cy="19" r="8" fill="#ff9a52" />
    <path
      d="M9.5 40.5c2.8-7 8-10.5 14.5-10.5s11.7 3.5 14.5 10.5A23.9 23.9 0 0124 48a23.9 23.9 0 01-14.5-7.5z"
      fill="#ff9a52"
    />
  </svg>
);

/** Built-in icon for a known tab url (used when the configured image is missing or fails to load). */
const TAB_ICONS: { readonly [P in RoutePath]?: typeof DotIcon } = {
  '/index': HomeIcon,
  '/myTabClass': CoursesIcon,
  '/parentsCenter': MeIcon,
};

export function builtinTabIcon(url: string) {
  if (url.startsWith(GROWTH_ROOT)) return GrowthIcon;
  return (isRoutePath(url) && TAB_ICONS[url]) || DotIcon;
}
