import { SvgIcon, type IconProps } from './svg-icon';

/** A downward chevron, for disclosure and dropdowns. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </SvgIcon>
  );
}
