'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { LOCALE_CHOICE_KEY, localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';

type LocaleLinkProps = {
  locale: Locale;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  isCurrent?: boolean;
};

export function LocaleLink({ locale, className, children, onNavigate, isCurrent }: LocaleLinkProps) {
  const pathname = usePathname() ?? '/';
  const href = localizedPath(pathname, locale);
  return (
    <a
      className={className}
      href={href}
      hrefLang={locale}
      lang={locale}
      aria-current={isCurrent ? 'true' : undefined}
      onClick={(event) => {
        event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`;
        try {
          window.localStorage.setItem(LOCALE_CHOICE_KEY, locale);
        } catch {
          // Storage can be off (private mode, settings): the switch still works, it just is not remembered.
        }
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}
