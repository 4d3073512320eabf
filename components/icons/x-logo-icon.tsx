import { SvgIcon, type IconProps } from './svg-icon';

/** A stylised X (the X social network). */
export function XLogoIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 4.5h4.2l10.8 15h-4.2z" />
      <path d="M19 4.5l-5.8 6.3M10.8 13.2L5 19.5" />
    </SvgIcon>
  );
}
