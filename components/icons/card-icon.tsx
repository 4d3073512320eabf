import { SvgIcon, type IconProps } from './svg-icon';

/** A payment card. */
export function CardIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 9.5h19M6 15h4" />
    </SvgIcon>
  );
}
