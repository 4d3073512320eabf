import { SvgIcon, type IconProps } from './svg-icon';

export function StreamingIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2.5" y="4.5" width="19" height="13" rx="2.5" />
      <path d="M8.5 20.5h7" />
      <path d="M10.25 8.4v5.2l4.25-2.6z" />
    </SvgIcon>
  );
}
