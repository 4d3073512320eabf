// The one owner of how long each piece of data counts as fresh, in seconds; every cache layer reads it from here.
// Plain JavaScript: Next loads lib/cache/cache-handler.mjs untranspiled, and it needs the retention below.
//
// The layers, and what each saves:
// - lib/provider/cache.ts, Next's data cache: provider calls, one per window (its single flight and back-off save
//   concurrent misses and calls to a failing provider);
// - lib/cache/cache-handler.mjs, Redis when REDIS_URL is set: the same, once for all replicas rather than each;
// - ISR (`revalidate` in the pages and the sitemap): a render per request;
// - Cache-Control s-maxage on /api/rates*: requests reaching a server, where a shared cache (a CDN) is in front;
// - TanStack Query (components/currency-converter/use-rates.ts): the browser's requests to /api/rates*.

export const freshness = Object.freeze({
  /** The currency configuration: the server's data cache window and the converter's refresh in the browser. */
  ratesSeconds: 60,
  /** Competitor quotes per pair ("Rates are updated every 10 minutes" in the compare panel). */
  competitorsSeconds: 10 * 60,
  /** The reviews summary per locale. */
  reviewsSeconds: 60 * 60,
  /** After a failed rates call, how long a process leaves the provider alone (serving the last good data). */
  ratesRetryAfterFailureSeconds: 15,
  /** The same for the review service, which is slower to recover and not worth hammering. */
  reviewsRetryAfterFailureSeconds: 60,
  /**
   * The shelf life of the last good rates: past it the converter says rates are unavailable rather than quote them
   * (docs/rates.md, "Shelf life").
   */
  ratesMaxAgeSeconds: 24 * 60 * 60,
  /** ISR pages showing rates are regenerated at most this often: as often as the rates they show can change. */
  pageSeconds: 60,
  /** How much older than its data a cached page may be when shown: ISR serves it once more while regenerating. */
  pageLagSeconds: 2 * 60,
  /** A stale answer (the provider is failing) in a shared cache: briefly, so a recovery shows quickly. */
  staleAnswerSeconds: 5,
  staleAnswerRevalidateSeconds: 15,
  /**
   * The longest any cache entry (a page, an image, provider data, a Redis key) is kept. Rates older than a day are
   * not shown (the converter says they are unavailable), so nothing is worth keeping past that; the hour more lets
   * the last good data outlast a provider outage up to that limit. Next's `expireTime` and every Redis TTL.
   */
  entryLifetimeSeconds: 25 * 60 * 60,
  /** How long a read waits for Redis before the process answers from its own copy (docs/scaling.md#slow-redis). */
  redisReadBudgetMs: 200,
  /** How long a write to Redis may run in the background before it counts as failed. */
  redisWriteBudgetMs: 2_000,
  /**
   * The rate history keeps one sample per pair per hour (docs/rate-history.md): Vercel Pro's hourly cron
   * fills every bucket, Hobby's daily one fills one a day, and a retry within the hour stores nothing twice.
   */
  rateHistoryBucketSeconds: 60 * 60,
  /**
   * Dev and demo on sample rates record this often, into buckets this long: the sample rates swing every 12 minutes
   * (lib/rates/sample-drift.ts), so an alert set a little off the rate fires within minutes.
   */
  sampleRecordingSeconds: 60,
  /** Raw samples are kept this long; one open/high/low/close row per pair per day is kept for good. */
  rateSamplesRetentionDays: 90,
  /** A recording claimed but not finished after this long (its process died) may be taken over by the next call. */
  rateRecordingClaimSeconds: 60,
});
