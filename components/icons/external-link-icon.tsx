import { SvgIcon, type IconProps } from './svg-icon';

/** A box with an arrow leaving it (opens elsewhere). */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14 4.5h5.5V10M19.5 4.5L11 13" />
      <path d="M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" />
    </SvgIcon>
  );
}
