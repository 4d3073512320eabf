import { SvgIcon, type IconProps } from './svg-icon';

/** Our own play-triangle glyph for Google Play (filled). */
export function PlayStoreGlyphIcon(props: IconProps) {
  return (
    <SvgIcon {...props} variant="fill">
      <path d="M5 4.1v15.8c0 .9.9 1.4 1.7 1l13.6-7.9c.8-.5.8-1.5 0-2L6.7 3.1C5.9 2.7 5 3.2 5 4.1z" />
    </SvgIcon>
  );
}
