/**
 * The frame of every inline icon (no icon font or icon package: they must render offline and in
 * Storybook): 24-unit viewBox, stroke in currentColor, hidden from assistive technology — the button
 * around an icon carries the name.
 */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

export function SvgIcon({ size = '1em', strokeWidth = 1.8, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
