import 'server-only';

export type ProviderErrorKind =
  | 'network' // no answer: connection refused or reset, DNS
  | 'timeout' // no answer within the time budget
  | 'redirect' // a 3xx: never followed, the key must not travel elsewhere
  | 'http' // a 4xx or 5xx
  | 'malformed' // the body is not JSON
  | 'schema' // JSON, but not the shape we expect
  | 'not-configured'; // RATES_API_BASE_URL is unset (callers use sample data instead)

// Next bundles the page and each route handler separately, so each has its own copy of these classes, while the
// services (process-singleton.ts) are shared: an error a route handler's load remembered for the back-off (cache.ts)
// must still be recognised by the page.
// `instanceof` therefore checks a registered symbol rather than the class object.
const providerErrorBrand: unique symbol = Symbol.for('tuma.ProviderError');
const reviewsErrorBrand: unique symbol = Symbol.for('tuma.ReviewsError');

function hasBrand(value: unknown, brand: symbol): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}

/**
 * A failed call to the provider. The message names the path and what went wrong, never the base URL, the key, the
 * tenant or the provider's body, so it is safe to log.
 */
export class ProviderError extends Error {
  readonly path: string;
  readonly kind: ProviderErrorKind;
  /** The provider's HTTP status when it answered, otherwise undefined. */
  readonly status: number | undefined;
  /** How long the provider asked us to wait before asking again (its Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;
  readonly [providerErrorBrand] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, providerErrorBrand);
  }

  constructor(
    path: string,
    kind: ProviderErrorKind,
    status?: number,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(`Provider call ${path} failed: ${kind}${status === undefined ? '' : ` ${status}`}`, options);
    this.name = 'ProviderError';
    this.path = path;
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = options?.retryAfterMs;
  }

  /** Worth one more try: the provider was unreachable, overloaded (5xx) or throttling (429). */
  get isRetryable(): boolean {
    if (this.kind === 'network') return true;
    return this.kind === 'http' && this.status !== undefined && (this.status >= 500 || this.status === 429);
  }
}

/** A failed call to the review service; the message is one of the spec's (§8) and safe to log. */
export class ReviewsError extends Error {
  readonly [reviewsErrorBrand] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, reviewsErrorBrand);
  }

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReviewsError';
  }
}
