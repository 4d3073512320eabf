import type { ReactNode } from 'react';

type StoreBadgeProps = {
  className?: string;
  topLine: string;
  bottomLine: string;
};

// Drawn on a 150×44 grid; text starts after the glyph and must end before the right padding.
const WIDTH = 150;
const HEIGHT = 44;
const TEXT_X = 44;
const TEXT_MAX = WIDTH - TEXT_X - 9;

// The badge is SVG, so the text cannot wrap: when a translation is likely longer than the room, squeeze it to fit
// rather than let it run off the badge. Average glyph widths are for a semibold sans at these sizes.
function fitLength(text: string, fontSize: number, averageWidth: number) {
  return text.length * fontSize * averageWidth > TEXT_MAX ? TEXT_MAX : undefined;
}

function StoreBadge({ className, topLine, bottomLine, glyph }: StoreBadgeProps & { glyph: ReactNode }) {
  const topLength = fitLength(topLine, 9, 0.56);
  const bottomLength = fitLength(bottomLine, 17, 0.6);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="9" fill="#000" stroke="#a6a6a6" />
      {glyph}
      <g fill="#fff">
        <text
          x={TEXT_X}
          y="17.5"
          fontSize="9"
          fontWeight="500"
          {...(topLength ? { textLength: topLength, lengthAdjust: 'spacingAndGlyphs' } : {})}
        >
          {topLine}
        </text>
        {/* Not drawn: keeps the two lines two words apart in the badge's text, which the link's name must contain. */}{' '}
        <text
          x={TEXT_X - 0.5}
          y="34"
          fontSize="17"
          fontWeight="600"
          letterSpacing="-0.2"
          {...(bottomLength ? { textLength: bottomLength, lengthAdjust: 'spacingAndGlyphs' } : {})}
        >
          {bottomLine}
        </text>
      </g>
    </svg>
  );
}

/** Our own App Store badge artwork. Decorative: the link around it carries the accessible name. */
export function AppStoreBadge(props: StoreBadgeProps) {
  return (
    <StoreBadge
      {...props}
      glyph={
        <g fill="#fff" transform="translate(10 9) scale(1.08)">
          <path d="M12 8.4c1.5-1.1 3.6-1.4 5.3-.5.6.3 1.1.8 1.5 1.3a2.9 2.9 0 0 0 .9 4.9c-.6 3.5-3 6.9-5.3 6.9-1 0-1.5-.5-2.4-.5s-1.4.5-2.4.5c-2.6 0-5.3-4.2-5.3-8 0-3 1.8-5.2 4.3-5.4 1.3-.1 2.5.3 3.4.8z" />
          <path d="M12.3 6.9c-.1-2 1.2-3.7 3.3-4-.1 2.1-1.3 3.7-3.3 4z" />
        </g>
      }
    />
  );
}

export function GooglePlayBadge(props: StoreBadgeProps) {
  return (
    <StoreBadge
      {...props}
      glyph={
        <g transform="translate(10 9) scale(1.08)">
          <path
            d="M5 4.1v15.8c0 .9.9 1.4 1.7 1l13.6-7.9c.8-.5.8-1.5 0-2L6.7 3.1C5.9 2.7 5 3.2 5 4.1z"
            fill="#14a06f"
          />
          <path d="M5 12h15.9c0 .4-.2.7-.6 1L6.7 20.9c-.8.4-1.7-.1-1.7-1z" fill="#f3b23c" />
          <path d="M5 4.1 13.3 12 5 19.9" fill="none" stroke="#000" strokeOpacity="0.25" strokeWidth="0.8" />
        </g>
      }
    />
  );
}
