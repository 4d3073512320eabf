import { SvgIcon, type IconProps } from './svg-icon';

/** A check mark. */
export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </SvgIcon>
  );
}
