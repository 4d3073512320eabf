import { getLocale, getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import { routing, type Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import type { ModalId } from '@/lib/modal/modal-ids';
import { withModal } from '@/lib/modal/modal-ids';
import { LocaleLink } from '@/components/locale-link/locale-link';
import { Logo } from '@/components/logo/logo';
import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';
import { ModalLink } from '@/components/ui/modal/modal-link';

import styles from './site-footer.module.scss';

type FooterLink =
  // 'plain': a page of ours or a mailto: link, opened in place; 'external': a new tab.
  | { kind: 'plain' | 'external'; label: string; href: string }
  | { kind: 'modal'; label: string; href: string; modal: ModalId };

const socialIcons = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8h3l.5-4h-3.5V8.9c0-.6.3-.9.9-.9z',
  x: 'M4 4l6.8 9.1L4.3 20H6l5.6-6 4.5 6H20l-7.1-9.6L19 4h-1.7l-5.2 5.6L8 4z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 4.6c2.4 0 2.7 0 3.6.1 2.5.1 3.6 1.3 3.7 3.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.2 3.6-3.7 3.7-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.5-.1-3.6-1.3-3.7-3.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6C4.8 6 5.9 4.8 8.4 4.7c.9-.1 1.2-.1 3.6-.1zM12 3c-2.4 0-2.8 0-3.7.1C5 3.2 3.2 5 3.1 8.3 3 9.2 3 9.6 3 12s0 2.8.1 3.7c.1 3.3 1.9 5.1 5.2 5.2.9.1 1.3.1 3.7.1s2.8 0 3.7-.1c3.3-.1 5.1-1.9 5.2-5.2.1-.9.1-1.3.1-3.7s0-2.8-.1-3.7c-.1-3.3-1.9-5.1-5.2-5.2C14.8 3 14.4 3 12 3z',
} as const;

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const common = await getTranslations('Common');
  const locale = (await getLocale()) as Locale;
  const home = localizedPath('/', locale);
  const year = new Date().getUTCFullYear();
  // Issue 5: the footer's product links open their modal on the home page, through its URL (?modal=…).
  const modalLink = (label: string, modal: ModalId): FooterLink => ({
    kind: 'modal',
    label,
    modal,
    href: withModal(home, modal),
  });

  const groups: { id: string; heading: string; links: FooterLink[] }[] = [
    {
      id: 'send',
      heading: t('send'),
      links: [
        modalLink(t('currencySwap'), 'currency-swap'),
        { kind: 'plain', label: t('exchangeRates'), href: localizedPath('/convert', locale) },
      ],
    },
    {
      id: 'cards',
      heading: t('cards'),
      links: [
        modalLink(t('virtualCards'), 'virtual-card'),
        { kind: 'plain', label: t('shoppingCards'), href: `${home}#virtual-cards` },
      ],
    },
    {
      id: 'receive',
      heading: t('receive'),
      links: [
        modalLink(t('virtualAccounts'), 'virtual-accounts'),
        { kind: 'plain', label: t('receiveShoppingCards'), href: `${home}#virtual-cards` },
      ],
    },
    {
      id: 'legal',
      heading: t('legal'),
      links: [
        {
          kind: 'plain',
          label: t('privacyPolicy'),
          href: localizedPath('/privacy-policy', locale),
        },
        { kind: 'plain', label: t('terms'), href: localizedPath('/terms', locale) },
        { kind: 'external', label: t('support'), href: site.supportUrl },
        { kind: 'plain', label: t('contact'), href: `mailto:${site.contactEmail}` },
      ],
    },
  ];
  const socials = (['facebook', 'x', 'instagram'] as const).map((id) => ({
    id,
    label: t(id),
    href: site.social[id],
    icon: socialIcons[id],
  }));

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <a href={home} className={styles.home} aria-label={common('brand')}>
            <Logo brand={common('brand')} className={styles.logo} />
          </a>
          <p className={styles.tagline}>{t('tagline')}</p>
          <ul className={styles.socials} aria-label={t('social')}>
            {socials.map((social) => (
              <li key={social.id}>
                <a
                  className={styles.social}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  aria-describedby={NEW_TAB_HINT_ID}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d={social.icon} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className={styles.groupHeading}>
                {group.heading}
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    {link.kind === 'modal' ? (
                      <ModalLink className={styles.link} href={link.href} modal={link.modal} source="footer">
                        {link.label}
                      </ModalLink>
                    ) : link.kind === 'external' ? (
                      <a
                        className={styles.link}
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-describedby={NEW_TAB_HINT_ID}
                      >
                        {link.label}
                      </a>
                    ) : (
                      <a className={styles.link} href={link.href}>
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.disclaimer}>{t('disclaimer', { brand: common('brand') })}</p>
        <nav className={styles.languages} aria-label={t('language')}>
          <ul>
            {routing.locales.map((code) => (
              <li key={code}>
                <LocaleLink className={styles.link} locale={code} isCurrent={code === locale}>
                  {t(`languages.${code}`)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('copyright', { year, brand: common('brand') })}</p>
      </div>
    </footer>
  );
}
