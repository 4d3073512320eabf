import { useId, type ReactNode } from 'react';

export type IconProps = {
  className?: string;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  /** Rendered width and height; CSS may override. Defaults to 24 (the drawing grid). */
  size?: number | string;
  /** Line weight of stroked glyphs, in grid units (default 1.75); small controls draw theirs heavier. */
  strokeWidth?: number;
};

type SvgIconProps = IconProps & {
  children: ReactNode;
  /** Glyphs drawn as filled shapes rather than strokes. */
  variant?: 'stroke' | 'fill';
  viewBox?: string;
};

/** Shared frame of every icon: 24×24 grid, currentColor, and the aria wiring for `title`. */
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
