import { act, render } from '@testing-library/react';

import { PlausibleLoader } from '@/components/analytics/plausible-loader';
import { startPlausible } from '@/lib/analytics/plausible-tracker';

jest.mock('../../../lib/analytics/plausible-tracker', () => ({ startPlausible: jest.fn() }));

let readyState: DocumentReadyState;
let idleCallbacks: IdleRequestCallback[];

beforeEach(() => {
  jest.useFakeTimers();
  readyState = 'loading';
  idleCallbacks = [];
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(startPlausible).mockClear();
  jest.useRealTimers();
});

async function loadAndIdle() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  for (const callback of idleCallbacks.splice(0)) callback({} as IdleDeadline);
  await act(() => jest.advanceTimersByTimeAsync(0));
}

it('starts the tracker once the page is idle after load, and only once', async () => {
  render(<PlausibleLoader />);
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(startPlausible).not.toHaveBeenCalled();

  await loadAndIdle();
  expect(startPlausible).toHaveBeenCalledTimes(1);

  await act(() => jest.advanceTimersByTimeAsync(10_000));
  expect(startPlausible).toHaveBeenCalledTimes(1);
});

it('starts it 4 s after hydration when load is held back, and not again at load', async () => {
  render(<PlausibleLoader />);
  await act(() => jest.advanceTimersByTimeAsync(3_999));
  expect(startPlausible).not.toHaveBeenCalled();

  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(startPlausible).toHaveBeenCalledTimes(1);

  await loadAndIdle();
  expect(startPlausible).toHaveBeenCalledTimes(1);
});

it('starts nothing once unmounted', async () => {
  const { unmount } = render(<PlausibleLoader />);
  unmount();
  await loadAndIdle();
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  expect(startPlausible).not.toHaveBeenCalled();
});
