import { SvgIcon, type IconProps } from './svg-icon';

export function BooksIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="4" width="4.5" height="16" rx="1" />
      <rect x="8" y="6.5" width="4.5" height="13.5" rx="1" />
      <path d="M13.7 7.9l3.6-1 3.4 12.6-3.6 1z" />
      <path d="M3.5 8h4.5M3.5 16h4.5M8 10h4.5" />
    </SvgIcon>
  );
}
