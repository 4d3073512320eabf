import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'transparent';
export type ButtonSize = 'regular' | 'small';

export function buttonProps(variant: ButtonVariant = 'primary', size: ButtonSize = 'regular') {
  return { className: styles.button, 'data-variant': variant, 'data-size': size } as const;
}
