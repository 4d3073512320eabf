import type { RichTranslationValues } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { legalDocuments, type LegalDocumentId } from '@/lib/legal/documents';
import { getLegalOutline, type LegalBlock } from '@/lib/legal/outline';
import { site } from '@/lib/site';

import styles from './legal-document.module.scss';

type LegalDocumentProps = {
  document: LegalDocumentId;
  locale: Locale;
};

const textValues = {
  brand: site.name,
  legalName: site.legalName,
  contactEmail: site.contactEmail,
  supportUrl: site.supportUrl,
};

function getRichValues(locale: Locale): RichTranslationValues {
  return {
    ...textValues,
    strong: (chunks) => <strong>{chunks}</strong>,
    mailLink: (chunks) => <a href={`mailto:${site.contactEmail}`}>{chunks}</a>,
    supportLink: (chunks) => <a href={site.supportUrl}>{chunks}</a>,
    privacyLink: (chunks) => <a href={localizedPath(legalDocuments.privacyPolicy.href, locale)}>{chunks}</a>,
    termsLink: (chunks) => <a href={localizedPath(legalDocuments.terms.href, locale)}>{chunks}</a>,
  };
}

export async function LegalDocument({ document, locale }: LegalDocumentProps) {
  const { namespace, lastUpdated } = legalDocuments[document];
  const [messages, t, tLegal, format] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'LegalDocument' }),
    getFormatter({ locale }),
  ]);
  const outline = getLegalOutline(messages[namespace]);
  const richValues = getRichValues(locale);
  const rich = (key: string) => t.rich(key, richValues);
  const titleId = `${document}-title`;
  const tocId = `${document}-contents`;

  function renderBlock(block: LegalBlock) {
    switch (block.kind) {
      case 'paragraph':
        return <p key={block.key}>{rich(block.key)}</p>;
      case 'subheading':
        return (
          <h3 key={block.key} className={styles.subheading}>
            {rich(block.key)}
          </h3>
        );
      case 'list':
        return (
          <ul key={block.key} className={styles.list}>
            {block.itemKeys.map((key) => (
              <li key={key}>{rich(key)}</li>
            ))}
          </ul>
        );
      case 'definitions':
        return (
          <dl key={block.key} className={styles.definitions}>
            {block.entries.map((entry) => (
              <div key={entry.id} className={styles.definition}>
                <dt>{rich(entry.termKey)}</dt>
                <dd>{rich(entry.definitionKey)}</dd>
              </div>
            ))}
          </dl>
        );
    }
  }

  return (
    <article className={styles.document} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.updated}>
          {tLegal.rich('lastUpdated', {
            date: format.dateTime(new Date(`${lastUpdated}T00:00:00Z`), {
              dateStyle: 'long',
              timeZone: 'UTC',
            }),
            time: (chunks) => <time dateTime={lastUpdated}>{chunks}</time>,
          })}
        </p>
        <div className={styles.intro}>
          {outline.introKeys.map((key) => (
            <p key={key}>{rich(key)}</p>
          ))}
        </div>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={tocId}>
          <h2 id={tocId} className={styles.tocHeading}>
            {tLegal('tocLabel')}
          </h2>
          <ol className={styles.tocList}>
            {outline.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  {tLegal('tocEntry', { number: section.number, heading: t(section.headingKey, textValues) })}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.sections}>
          {outline.sections.map((section) => (
            <section key={section.id} className={styles.section}>
              <h2 id={section.id} className={styles.sectionHeading}>
                <span className={styles.sectionNumber}>
                  {tLegal('sectionLabel', { number: section.number })}
                </span>{' '}
                {rich(section.headingKey)}
              </h2>
              <div className={styles.body}>{section.blocks.map(renderBlock)}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
