import 'server-only';

export type ProviderErrorKind =
  | 'network' // no answer: connection refused or reset, DNS
  | 'timeout' // no answer within the time budget
  | 'redirect' // a 3xx: never followed, the key must not travel elsewhere
  | 'http' // a 4xx or 5xx
  | 'malformed' // the body is not JSON
  | 'schema' // JSON, but not the shape we expect
  | 'expired' // the last good data are past their shelf life (freshness.ratesMaxAgeSeconds)
  | 'not-configured'; // RATES_API_BASE_URL is unset (callers use sample data instead)

// Branded with Symbol.for, not checked by class: each bundle has its own copy of them (docs/rates.md).
const providerErrorBrand: unique symbol = Symbol.for('tuma.ProviderError');
const reviewsErrorBrand: unique symbol = Symbol.for('tuma.ReviewsError');

function hasBrand(value: unknown, brand: symbol): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}

/** Its message never holds the base URL, the key, the tenant or the provider's body: safe to log. */
export class ProviderError extends Error {
  readonly path: string;
  readonly kind: ProviderErrorKind;
  readonly status: number | undefined;
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

  get isRetryable(): boolean {
    if (this.kind === 'network') return true;
    return this.kind === 'http' && this.status !== undefined && (this.status >= 500 || this.status === 429);
  }
}

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
