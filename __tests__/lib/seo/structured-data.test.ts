import { buildStructuredData, serializeJsonLd } from '@/lib/seo/structured-data';
import { site } from '@/lib/site';

const data = buildStructuredData({
  siteUrl: 'https://tuma.example',
  language: 'fr',
  pageUrl: 'https://tuma.example/fr',
  siteDescription: 'Comptes mondiaux',
  appDescription: "L'application",
});

describe('buildStructuredData', () => {
  it('describes the company, the website and the app, linked to the company', () => {
    const graph = data['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'MobileApplication']);
    const [organization, website, app] = graph;
    expect(website).toMatchObject({
      url: 'https://tuma.example/fr',
      inLanguage: 'fr',
      publisher: { '@id': organization!['@id'] },
    });
    expect(app).toMatchObject({
      publisher: { '@id': organization!['@id'] },
      operatingSystem: 'iOS, Android',
    });
  });

  it('lists both app stores, as the download buttons do', () => {
    const app = data['@graph'][2]!;
    expect(app).toMatchObject({ installUrl: [site.stores.ios, site.stores.android] });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element early, and still parses to the same data', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
