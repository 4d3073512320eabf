import { site } from '@/lib/site';

export type StructuredDataInput = {
  siteUrl: string;
  language: string;
  pageUrl: string;
  siteDescription: string;
  appDescription: string;
};

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

/** "<" is escaped so no value can close the <script> element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type ExchangeRateDataInput = {
  from: string;
  to: string;
  rate: number;
  pageUrl: string;
  name: string;
  description: string;
  language: string;
  fetchedAt: string;
};

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
