// How long each piece of data counts as fresh, for every cache layer (docs/architecture.md, "Caching layers").
// Plain JavaScript: Next loads lib/cache/cache-handler.mjs untranspiled, and it needs the retention below.

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
  /** Past this, the last good rates are not quoted: the converter says they are unavailable (docs/rates.md). */
  ratesMaxAgeSeconds: 24 * 60 * 60,
  /** ISR pages showing rates are regenerated at most this often: as often as the rates they show can change. */
  pageSeconds: 60,
  /** How much older than its data a cached page may be when shown: ISR serves it once more while regenerating. */
  pageLagSeconds: 2 * 60,
  /** A stale answer (the provider is failing) in a shared cache: briefly, so a recovery shows quickly. */
  staleAnswerSeconds: 5,
  staleAnswerRevalidateSeconds: 15,
  /**
   * The longest any cache entry (page, image, provider data, Redis key) is kept: the rates' shelf life and an hour,
   * so the last good data outlasts an outage up to it. Next's `expireTime` and every Redis TTL.
   */
  entryLifetimeSeconds: 25 * 60 * 60,
  /** How long a read waits for Redis before the process answers from its own copy (docs/scaling.md#slow-redis). */
  redisReadBudgetMs: 200,
  /** How long a write to Redis may run in the background before it counts as failed. */
  redisWriteBudgetMs: 2_000,
  /** One history sample per pair per hour (docs/rate-history.md): a retry within the hour stores nothing twice. */
  rateHistoryBucketSeconds: 60 * 60,
  /** Dev and demo record the sample rates this often, so an alert set near the rate fires within minutes. */
  sampleRecordingSeconds: 60,
  /** Raw samples are kept this long; one open/high/low/close row per pair per day is kept for good. */
  rateSamplesRetentionDays: 90,
  /** A recording claimed but not finished after this long (its process died) may be taken over by the next call. */
  rateRecordingClaimSeconds: 60,
});
