import 'server-only';

import { createHash } from 'node:crypto';

import { z } from 'zod';

import { freshness } from '@/lib/cache/freshness.mjs';
import { env } from '@/lib/env';

import { createRefreshingCache, type RefreshingCache } from './cache';
import { ReviewsError } from './errors';
import { numberLike } from './upstream';
import { processSingleton } from './process-singleton';
import { BodyTooLargeError, readCappedText } from './read-capped';

const reviewsTemplateId = '5419b6a8b0d04a076446a9ad';
export const reviewsPath = `/trustbox-data/${reviewsTemplateId}`;
export const reviewsTimeoutMs = 30_000;
const reviewsCacheMs = freshness.reviewsSeconds * 1000;
const retryAfterFailureMs = freshness.reviewsRetryAfterFailureSeconds * 1000;

export type ReviewsSummary = {
  displayName: string;
  trustScore: number;
  stars: number;
  totalReviews: number;
  source: 'service' | 'sample';
  fetchedAt: string;
  stale: boolean;
};

export const sampleReviews = { displayName: 'Tuma', trustScore: 4.6, stars: 4.5, totalReviews: 128 } as const;

const score = numberLike.pipe(z.number().min(0).max(5));
const unitSchema = z.object({
  displayName: z.string().trim().min(1),
  trustScore: score,
  stars: score,
  numberOfReviews: z.object({ total: numberLike.pipe(z.number().int().min(0)) }),
});
// Older answers name the block businessUnit, newer ones businessEntity; the figures may also sit beside it.
const bodySchema = z.looseObject({
  businessUnit: z.looseObject({}).optional(),
  businessEntity: z.looseObject({}).optional(),
});

const storedSummarySchema = z.object({
  displayName: z.string().min(1),
  trustScore: z.number(),
  stars: z.number(),
  totalReviews: z.number(),
});

export type ReviewsServiceOptions = {
  businessUnitId: string | undefined;
  baseUrl: string;
  now?: () => number;
  ttlMs?: number;
  timeoutMs?: number;
  warn?: (message: string) => void;
};

export type ReviewsService = {
  getReviewsSummary(locale?: string): Promise<ReviewsSummary>;
};

export function createReviewsService(options: ReviewsServiceOptions): ReviewsService {
  const {
    businessUnitId,
    now = () => Date.now(),
    warn = (message: string) => console.warn(message),
  } = options;
  if (!businessUnitId) {
    return {
      async getReviewsSummary() {
        return { ...sampleReviews, source: 'sample', fetchedAt: new Date(now()).toISOString(), stale: false };
      },
    };
  }

  const unitId = createHash('sha256')
    .update(`${options.baseUrl}\n${businessUnitId}`)
    .digest('hex')
    .slice(0, 16);
  const caches = new Map<string, RefreshingCache<Omit<ReviewsSummary, 'source' | 'fetchedAt' | 'stale'>>>();
  return {
    async getReviewsSummary(locale = 'en-US') {
      let cache = caches.get(locale);
      if (!cache) {
        cache = createRefreshingCache(
          () => fetchSummary(options.baseUrl, businessUnitId, locale, options.timeoutMs ?? reviewsTimeoutMs),
          {
            key: ['reviews', unitId, locale],
            schema: storedSummarySchema,
            ttlMs: options.ttlMs ?? reviewsCacheMs,
            retryAfterFailureMs,
            now,
            onError: (error) =>
              warn(`[reviews] ${error instanceof ReviewsError ? error.message : 'Unknown error occurred'}`),
          },
        );
        caches.set(locale, cache);
      }
      const { value, fetchedAt, stale } = await cache.get();
      return { ...value, source: 'service', fetchedAt: new Date(fetchedAt).toISOString(), stale };
    },
  };
}

async function fetchSummary(baseUrl: string, businessUnitId: string, locale: string, timeoutMs: number) {
  const query = new URLSearchParams({ businessUnitId, locale, includeReviews: 'false' });
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}${reviewsPath}?${query}`, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new ReviewsError('Unknown error occurred', { cause });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ReviewsError(`Failed to fetch: ${response.status} ${response.statusText}`.trim());
  }
  let json: unknown;
  try {
    json = JSON.parse(await readCappedText(response));
  } catch (cause) {
    if (cause instanceof BodyTooLargeError)
      throw new ReviewsError('Invalid business unit data received', { cause });
    throw new ReviewsError('Unknown error occurred', { cause });
  }
  const body = bodySchema.safeParse(json);
  const unit = body.success ? (body.data.businessUnit ?? body.data.businessEntity) : undefined;
  if (!body.success || !unit) throw new ReviewsError('Invalid business unit data received');
  const { trustScore, stars, numberOfReviews } = body.data;
  const parsed = unitSchema.safeParse({ trustScore, stars, numberOfReviews, ...unit });
  if (!parsed.success) throw new ReviewsError('Invalid business unit data received', { cause: parsed.error });
  return {
    displayName: parsed.data.displayName,
    trustScore: parsed.data.trustScore,
    stars: parsed.data.stars,
    totalReviews: parsed.data.numberOfReviews.total,
  };
}

const service = processSingleton('reviews-service', () =>
  createReviewsService({
    businessUnitId: env.REVIEWS_BUSINESS_UNIT_ID,
    baseUrl: env.REVIEWS_API_BASE_URL,
  }),
);

export function getReviewsSummary(locale = 'en-US'): Promise<ReviewsSummary> {
  return service.getReviewsSummary(locale);
}
