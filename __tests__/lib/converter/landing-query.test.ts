import { existsSync } from 'node:fs';
import path from 'node:path';

import { LANDING_QUERY_SEGMENT, landingQueryPath } from '@/lib/converter/landing-query';

const query = (text: string) => new URLSearchParams(text);

describe('landingQueryPath', () => {
  it('sends the landing page with converter state to the per-request route, in its language', () => {
    expect(landingQueryPath('/en', query('from=EUR&to=GHS&amount=100'))).toBe('/en/landing-query');
    expect(landingQueryPath('/fr', query('send=50&shownSend=1'))).toBe('/fr/landing-query');
    expect(landingQueryPath('/fr/', query('to=XOF'))).toBe('/fr/landing-query');
  });

  it('leaves the cached landing page alone when the query carries no converter state', () => {
    expect(landingQueryPath('/en', query(''))).toBeUndefined();
    expect(landingQueryPath('/fr', query('modal=waitlist'))).toBeUndefined();
    expect(landingQueryPath('/en', query('utm_source=x&utm_campaign=launch'))).toBeUndefined();
  });

  it('leaves every other page alone, whatever its query', () => {
    for (const page of ['/en/terms', '/fr/convert/usd-to-ngn', '/en/nope', '/de', '/', '/en/landing-query']) {
      expect(landingQueryPath(page, query('from=EUR&amount=5'))).toBeUndefined();
    }
  });

  it('names a route that exists', () => {
    const page = path.join(process.cwd(), 'app', '[locale]', '(landing)', LANDING_QUERY_SEGMENT, 'page.tsx');
    expect(existsSync(page)).toBe(true);
  });
});
