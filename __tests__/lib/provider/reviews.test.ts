/** @jest-environment node */
import { freshness } from '@/lib/cache/freshness.mjs';
import { ReviewsError } from '@/lib/provider/errors';
import {
  createReviewsService,
  reviewsPath,
  reviewsTimeoutMs,
  sampleReviews,
  type ReviewsServiceOptions,
} from '@/lib/provider/reviews';

import { startStandIn, type StandIn } from '@/test/stand-in/server.mjs';
import { PROVIDER_BODY_CANARY, standInReviews } from '@/test/stand-in/data.mjs';
import { installNextCache, installTestClock } from '../cache/next-cache';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());
afterEach(() => jest.restoreAllMocks());

// The summary lives in Next's cache (an empty one per test), which ages it by its own clock: the test clock moves both.
function setup(overrides: Partial<ReviewsServiceOptions> = {}) {
  const clock = installTestClock(Date.parse('2026-03-01T12:00:00Z'));
  installNextCache();
  const warnings: string[] = [];
  const service = createReviewsService({
    businessUnitId: 'bu-123',
    baseUrl: standIn.url,
    now: clock.now,
    warn: (message) => warnings.push(message),
    ...overrides,
  });
  return { service, warnings, advance: clock.advance };
}

describe('createReviewsService', () => {
  it('asks the widget-data endpoint for the business unit, in en-US, without reviews, as JSON', async () => {
    const { service } = setup();
    const summary = await service.getReviewsSummary();
    expect(summary).toEqual({
      displayName: standInReviews.businessUnit.displayName,
      trustScore: 4.3,
      stars: 4.5,
      totalReviews: 1287,
      source: 'service',
      fetchedAt: '2026-03-01T12:00:00.000Z',
      stale: false,
    });
    expect(standIn.requests()).toEqual([
      expect.objectContaining({
        path: reviewsPath,
        query: { businessUnitId: 'bu-123', locale: 'en-US', includeReviews: 'false' },
        headers: expect.objectContaining({ accept: 'application/json' }),
      }),
    ]);
    expect(reviewsTimeoutMs).toBe(30_000);
  });

  it('reads the newer businessEntity block and figures given beside it', async () => {
    const { service } = setup();
    standIn.setData({
      reviews: {
        businessEntity: { displayName: 'Tuma' },
        trustScore: '4.8',
        stars: 5,
        numberOfReviews: { total: 1 },
      },
    });
    expect(await service.getReviewsSummary('fr-FR')).toMatchObject({
      displayName: 'Tuma',
      trustScore: 4.8,
      totalReviews: 1,
    });
    expect(standIn.requests()[0]?.query.locale).toBe('fr-FR');
  });

  it('keeps the summary for about an hour', async () => {
    const { service, advance } = setup();
    await service.getReviewsSummary();
    advance(freshness.reviewsSeconds * 1000 - 1);
    await service.getReviewsSummary();
    expect(standIn.calls().reviews).toBe(1);
    advance(1);
    await service.getReviewsSummary();
    expect(standIn.calls().reviews).toBe(2);
  });

  it.each([
    ['500', 'Failed to fetch: 500 Internal Server Error'],
    ['redirect', 'Failed to fetch: 302 Found'],
    ['wrong-schema', 'Invalid business unit data received'],
    ['malformed', 'Unknown error occurred'],
    ['huge', 'Invalid business unit data received'],
  ] as const)('fails a %s answer with the spec message, logged as a warning', async (fault, message) => {
    const { service, warnings } = setup();
    standIn.setFault(fault, 'reviews');
    const error = await service.getReviewsSummary().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ReviewsError);
    expect(error).toHaveProperty('message', message);
    expect(warnings).toEqual([`[reviews] ${message}`]);
    expect(warnings.join()).not.toContain(PROVIDER_BODY_CANARY);
    expect(standIn.calls().redirectFollowed).toBe(0);
  });

  it('refuses a business unit with missing figures', async () => {
    const { service } = setup();
    standIn.setData({ reviews: { businessUnit: { displayName: 'Tuma', trustScore: null } } });
    await expect(service.getReviewsSummary()).rejects.toThrow('Invalid business unit data received');
  });

  it('aborts a service that does not answer in time', async () => {
    const { service } = setup({ timeoutMs: 200 });
    standIn.setFault('hang', 'reviews');
    await expect(service.getReviewsSummary()).rejects.toThrow('Unknown error occurred');
  });

  it('keeps the last good summary, stale, when a refresh fails', async () => {
    const { service, advance } = setup();
    const first = await service.getReviewsSummary();
    standIn.setFault('500', 'reviews');
    advance(freshness.reviewsSeconds * 1000);
    expect(await service.getReviewsSummary()).toEqual({ ...first, stale: true });
  });

  it('serves the sample summary, labelled, when no business unit is configured', async () => {
    const { service } = setup({ businessUnitId: undefined });
    expect(await service.getReviewsSummary()).toMatchObject({ ...sampleReviews, source: 'sample' });
    expect(standIn.calls().reviews).toBe(0);
  });
});
