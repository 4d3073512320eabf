import { getLocale, getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import { routing, type Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import type { ModalId } from '@/lib/modal/modal-ids';
import { withModal } from '@/lib/modal/modal-ids';
import { FacebookIcon } from '@/components/icons/facebook-icon';
import { InstagramIcon } from '@/components/icons/instagram-icon';
import { XLogoIcon } from '@/components/icons/x-logo-icon';
import { LocaleLink } from '@/components/locale-link/locale-link';
import { Logo } from '@/components/logo/logo';
import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';
import { ModalLink } from '@/components/ui/modal/modal-link';

import styles from './site-footer.module.scss';

type FooterLink =
  | { kind: 'plain' | 'external'; label: string; href: string }
  | { kind: 'modal'; label: string; href: string; modal: ModalId };

const socialIcons = { facebook: FacebookIcon, x: XLogoIcon, instagram: InstagramIcon } as const;

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const common = await getTranslations('Common');
  const locale = (await getLocale()) as Locale;
  const home = localizedPath('/', locale);
  const year = new Date().getUTCFullYear();
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
    Icon: socialIcons[id],
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
                  <social.Icon size={20} />
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
