/** Icons of the login screens: a heavier stroke than the shell's, to read on the captcha image. */
import { type IconProps, SvgIcon } from '../../../lib/svg-icon';

const Svg = (p: IconProps) => <SvgIcon strokeWidth={2.2} {...p} />;

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const RefreshIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </Svg>
);

export const ArrowRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);

export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

export const CaretDownIcon = (p: IconProps) => (
  <Svg strokeWidth={0} fill="currentColor" {...p}>
    <path d="M6 9h12l-6 7z" />
  </Svg>
);

export const EyeIcon = ({ open, ...p }: IconProps & { open: boolean }) => (
  <Svg {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="M4 4l16 16" />}
  </Svg>
);
