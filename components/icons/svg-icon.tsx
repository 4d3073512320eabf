import { useId, type ReactNode } from 'react';

export type IconProps = {
  className?: string;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  size?: number | string;
  strokeWidth?: number;
};

type SvgIconProps = IconProps & {
  children: ReactNode;
  variant?: 'stroke' | 'fill';
  viewBox?: string;
};

export function SvgIcon({
  className,
  title,
  size = 24,
  strokeWidth = 1.75,
  children,
  variant = 'stroke',
  viewBox = '0 0 24 24',
}: SvgIconProps) {
  const titleId = useId();
  const paint =
    variant === 'stroke'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : { fill: 'currentColor' };
  const a11y = title
    ? { role: 'img', 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={size}
      height={size}
      className={className}
      {...paint}
      {...a11y}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}
