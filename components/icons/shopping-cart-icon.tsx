import { SvgIcon, type IconProps } from './svg-icon';

export function ShoppingCartIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2.5 3.5h2.2l2.3 11a1.6 1.6 0 0 0 1.6 1.3h8.5a1.6 1.6 0 0 0 1.5-1.2L20.5 8H5.8" />
      <circle cx="9.5" cy="19.8" r="1.3" />
      <circle cx="17" cy="19.8" r="1.3" />
    </SvgIcon>
  );
}
