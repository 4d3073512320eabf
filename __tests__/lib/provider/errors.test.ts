/** @jest-environment node */
import { ProviderError, ReviewsError } from '@/lib/provider/errors';

type ErrorsModule = typeof import('@/lib/provider/errors');

/** Another copy of the module, as another Next bundle (a route handler) has its own. */
function loadOtherCopy(): ErrorsModule {
  let copy: ErrorsModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<ErrorsModule>('../../../lib/provider/errors');
  });
  return copy!;
}

describe('errors shared between bundles', () => {
  it('recognises a ProviderError made by another copy of the module (a route handler filled the cache)', () => {
    const other = loadOtherCopy();
    expect(other.ProviderError).not.toBe(ProviderError);
    const fromRoute = new other.ProviderError('/v2/utils/competitors-rates', 'http', 500);
    expect(fromRoute).toBeInstanceOf(ProviderError);
    expect(new ProviderError('/x', 'timeout')).toBeInstanceOf(other.ProviderError);
    expect(new other.ReviewsError('Unknown error occurred')).toBeInstanceOf(ReviewsError);
  });

  it('still tells the two kinds, and other errors, apart', () => {
    expect(new ReviewsError('Unknown error occurred')).not.toBeInstanceOf(ProviderError);
    expect(new ProviderError('/x', 'http', 500)).not.toBeInstanceOf(ReviewsError);
    expect(new Error('Provider call /x failed')).not.toBeInstanceOf(ProviderError);
    expect(null).not.toBeInstanceOf(ProviderError);
    expect(new ProviderError('/x', 'http', 500)).toBeInstanceOf(Error);
  });
});
