import { SvgIcon, type IconProps } from './svg-icon';

/** A lower-case f in a circle (Facebook). */
export function FacebookIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9.25" />
      <path d="M15 8.25h-1.4a1.85 1.85 0 0 0-1.85 1.85V21.2M9.4 13.2h5.1" />
    </SvgIcon>
  );
}
