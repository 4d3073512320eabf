import { site } from '@/lib/site';

export type StructuredDataInput = {
  /** Absolute origin, no trailing slash: https://tuma.example */
  siteUrl: string;
  /** BCP 47 language of the page: en, fr. */
  language: string;
  /** Absolute URL of the page in that language. */
  pageUrl: string;
  siteDescription: string;
  appDescription: string;
};

/**
 * schema.org JSON-LD for the landing page: the company, the website and the mobile app, linked by @id.
 * Store links are the ones the download buttons use (lib/site.ts).
 */
export function buildStructuredData({
  siteUrl,
  language,
  pageUrl,
  siteDescription,
  appDescription,
}: StructuredDataInput) {
  const organizationId = `${siteUrl}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: site.name,
        legalName: site.legalName,
        url: `${siteUrl}/`,
        logo: `${siteUrl}/brand/app-icon-512.png`,
        email: site.contactEmail,
        sameAs: Object.values(site.social),
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', url: site.supportUrl },
      },
      {
        '@type': 'WebSite',
        '@id': `${siteUrl}/#website`,
        name: site.name,
        url: pageUrl,
        inLanguage: language,
        description: siteDescription,
        publisher: { '@id': organizationId },
      },
      {
        '@type': 'MobileApplication',
        '@id': `${siteUrl}/#app`,
        name: site.name,
        description: appDescription,
        operatingSystem: 'iOS, Android',
        applicationCategory: 'FinanceApplication',
        installUrl: [site.stores.ios, site.stores.android],
        sameAs: [site.stores.ios, site.stores.android],
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        publisher: { '@id': organizationId },
      },
    ],
  };
}

/** JSON for a <script> element: "<" is escaped so no value can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type ExchangeRateDataInput = {
  from: string;
  to: string;
  /** Units of `to` per unit of `from`, before fees. */
  rate: number;
  /** Absolute URL of the pair page. */
  pageUrl: string;
  name: string;
  description: string;
  language: string;
  /** When the rate was fetched (ISO 8601). */
  fetchedAt: string;
};

/**
 * schema.org JSON-LD for a currency-pair page: the page itself, about an ExchangeRateSpecification of `from` priced in
 * `to` (the shape search engines read for currency conversions).
 */
export function buildExchangeRateData({
  from,
  to,
  rate,
  pageUrl,
  name,
  description,
  language,
  fetchedAt,
}: ExchangeRateDataInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': pageUrl,
    url: pageUrl,
    name,
    description,
    inLanguage: language,
    dateModified: fetchedAt,
    about: {
      '@type': 'ExchangeRateSpecification',
      currency: from,
      currentExchangeRate: {
        '@type': 'UnitPriceSpecification',
        price: Number(rate.toPrecision(8)),
        priceCurrency: to,
        validFrom: fetchedAt,
      },
    },
  };
}
