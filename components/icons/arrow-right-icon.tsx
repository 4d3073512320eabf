import { SvgIcon, type IconProps } from './svg-icon';

/** An arrow pointing right. */
export function ArrowRightIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 12h15M13.5 6l6 6-6 6" />
    </SvgIcon>
  );
}
