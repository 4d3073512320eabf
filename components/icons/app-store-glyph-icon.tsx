import { SvgIcon, type IconProps } from './svg-icon';

/** Our own apple-with-a-bite glyph for the iOS App Store (filled). */
export function AppStoreGlyphIcon(props: IconProps) {
  return (
    <SvgIcon {...props} variant="fill">
      <path d="M12 8.4c1.5-1.1 3.6-1.4 5.3-.5.6.3 1.1.8 1.5 1.3a2.9 2.9 0 0 0 .9 4.9c-.6 3.5-3 6.9-5.3 6.9-1 0-1.5-.5-2.4-.5s-1.4.5-2.4.5c-2.6 0-5.3-4.2-5.3-8 0-3 1.8-5.2 4.3-5.4 1.3-.1 2.5.3 3.4.8z" />
      <path d="M12.3 6.9c-.1-2 1.2-3.7 3.3-4-.1 2.1-1.3 3.7-3.3 4z" />
    </SvgIcon>
  );
}
