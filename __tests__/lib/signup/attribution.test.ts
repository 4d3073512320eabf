/** @jest-environment node */
import { attributionFrom } from '@/lib/signup/attribution';

describe('attributionFrom', () => {
  it('reads the page and campaign tags from a referer of our own origin only', () => {
    expect(
      attributionFrom(
        'https://tuma.example/fr/convert/usd-to-ngn?utm_source=news&utm_medium=mail&utm_campaign=nov',
        'https://tuma.example',
        '/fallback',
      ),
    ).toEqual({ page: '/fr/convert/usd-to-ngn', utmSource: 'news', utmMedium: 'mail', utmCampaign: 'nov' });
    expect(
      attributionFrom('https://elsewhere.example/?utm_source=x', 'https://tuma.example', '/fallback'),
    ).toEqual({
      page: '/fallback',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(attributionFrom(null, 'https://tuma.example', '/fallback').page).toBe('/fallback');
  });
});
