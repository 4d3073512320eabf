import { SvgIcon, type IconProps } from './svg-icon';

export function GameControllerIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.6 7.5h10.8a4 4 0 0 1 3.9 3.2l1 5.1a2.6 2.6 0 0 1-4.5 2.2L16 16H8l-1.8 2a2.6 2.6 0 0 1-4.5-2.2l1-5.1a4 4 0 0 1 3.9-3.2z" />
      <path d="M8 10.3v3.4M6.3 12h3.4" />
      <path d="M15.6 10.8h.01M17.8 13h.01" strokeWidth={2.4} />
    </SvgIcon>
  );
}
