import { SvgIcon, type IconProps } from './svg-icon';

export function MusicIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 18V5.8l11-2.3v12.2" />
      <path d="M9 9.5l11-2.3" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="15.7" r="2.5" />
    </SvgIcon>
  );
}
