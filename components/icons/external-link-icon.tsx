import { SvgIcon, type IconProps } from './svg-icon';

export function ExternalLinkIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5" />
    </SvgIcon>
  );
}
