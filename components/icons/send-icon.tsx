import { SvgIcon, type IconProps } from './svg-icon';

/** A paper plane (send money). */
export function SendIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20.5 3.5L10.6 13.4M20.5 3.5l-6.2 17-3.7-7.1-7.1-3.7z" />
    </SvgIcon>
  );
}
