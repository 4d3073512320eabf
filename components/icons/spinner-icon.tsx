import clsx from 'clsx';

import { SvgIcon, type IconProps } from './svg-icon';
import styles from './spinner-icon.module.scss';

/** A rotating arc for loading states. Give it a `title` (e.g. "Loading") when nothing else announces the wait. */
export function SpinnerIcon({ className, ...props }: IconProps) {
  return (
    <SvgIcon {...props} className={clsx(styles.spinner, className)}>
      <circle cx="12" cy="12" r="9" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" />
    </SvgIcon>
  );
}
