import { useId } from 'react';

import { SvgIcon, type IconProps } from './svg-icon';

type StarIconProps = IconProps & {
  /** How much of the star is filled, left to right, from 0 (outline only) to 1 (solid). Clamped. */
  fill?: number;
};

// The star spans x 2.96–21.04 on the grid; the fill fraction is measured across that width, not the whole 24.
const STAR_LEFT = 2.96;
const STAR_WIDTH = 18.08;
const STAR = 'M12 3.1L14.47 9.2L21.04 9.66L16 13.9L17.58 20.29L12 16.8L6.42 20.29L8 13.9L2.96 9.66L9.53 9.2z';

/** A five-point star for ratings; a fractional `fill` shows a partial star (e.g. 4.3 stars = four full and 0.3). */
export function StarIcon({ fill = 0, ...props }: StarIconProps) {
  // useId is stable between server and client render, so several stars on one page never share a clip path.
  const clipId = useId();
  const fraction = Number.isFinite(fill) ? Math.min(1, Math.max(0, fill)) : 0;
  return (
    <SvgIcon {...props}>
      {fraction > 0 ? (
        <>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={STAR_LEFT + STAR_WIDTH * fraction} height="24" />
          </clipPath>
          <path d={STAR} fill="currentColor" clipPath={`url(#${clipId})`} />
        </>
      ) : null}
      <path d={STAR} />
    </SvgIcon>
  );
}
