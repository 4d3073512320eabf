import { SvgIcon, type IconProps } from './svg-icon';

/** An apple, the fruit (not a brand). */
export function AppleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 8.2c-1.2-.9-2.7-1.3-4.2-1C5 7.8 3.6 10.6 4.3 14c.7 3.4 3 6.5 5.4 6.5.9 0 1.4-.5 2.3-.5s1.4.5 2.3.5c2.4 0 4.7-3.1 5.4-6.5.7-3.4-.7-6.2-3.5-6.8-1.5-.3-3 .1-4.2 1z" />
      <path d="M12 8.2c0-1.7.4-3.1 1.3-4.2" />
      <path d="M13.6 5.3c1-1.4 2.6-2 4.2-1.7-.5 1.7-2.2 2.7-4.2 1.7z" />
    </SvgIcon>
  );
}
