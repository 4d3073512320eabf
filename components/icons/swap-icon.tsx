import { SvgIcon, type IconProps } from './svg-icon';

/** Two opposed arrows (currency swap). */
export function SwapIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 8.5h15l-4-4M20 15.5H5l4 4" />
    </SvgIcon>
  );
}
