import { SvgIcon, type IconProps } from './svg-icon';

export function VideoIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2.5" y="6.5" width="13" height="11" rx="2.5" />
      <path d="M15.5 10.3l5-2.8v9l-5-2.8" />
    </SvgIcon>
  );
}
