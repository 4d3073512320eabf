import { SvgIcon, type IconProps } from './svg-icon';

export function FacebookIcon(props: IconProps) {
  return (
    <SvgIcon {...props} variant="fill">
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8h3l.5-4h-3.5V8.9c0-.6.3-.9.9-.9z" />
    </SvgIcon>
  );
}
