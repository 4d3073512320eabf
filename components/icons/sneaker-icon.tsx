import { SvgIcon, type IconProps } from './svg-icon';

export function SneakerIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 15V8.6a1 1 0 0 1 1.2-1l3.3.7c.6 1.6 1.8 2.5 3.5 2.5h.5l6.2 2.6a3.6 3.6 0 0 1 2.3 3.1" />
      <path d="M3 15h18v2a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17z" />
      <path d="M10.4 11.9l1.1-1.3M12.9 12.8l1.1-1.3M15.3 13.8l1.1-1.3" />
    </SvgIcon>
  );
}
