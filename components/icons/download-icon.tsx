import { SvgIcon, type IconProps } from './svg-icon';

/** An arrow down onto a line (download). */
export function DownloadIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />
    </SvgIcon>
  );
}
