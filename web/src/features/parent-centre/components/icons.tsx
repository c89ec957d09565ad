/** Icons of the parent centre. Decorative: the text beside each names it. */
import { type IconProps, SvgIcon } from '../../../lib/svg-icon';

export const ChevronIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M9 5l7 7-7 7" />
  </SvgIcon>
);

export const StarIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </SvgIcon>
);

export const AvatarArt = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="9" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0115 0" />
  </SvgIcon>
);
