import { SvgIcon, type IconProps } from './svg-icon';

export function XLogoIcon(props: IconProps) {
  return (
    <SvgIcon {...props} variant="fill">
      <path d="M4 4l6.8 9.1L4.3 20H6l5.6-6 4.5 6H20l-7.1-9.6L19 4h-1.7l-5.2 5.6L8 4z" />
    </SvgIcon>
  );
}
