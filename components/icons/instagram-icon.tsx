import { SvgIcon, type IconProps } from './svg-icon';

/** A rounded camera outline (Instagram). */
export function InstagramIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.1 6.9h.01" strokeWidth={2.4} />
    </SvgIcon>
  );
}
