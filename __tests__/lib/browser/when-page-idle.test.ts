import { whenPageIdle } from '@/lib/browser/when-page-idle';

type IdleCallback = (deadline: IdleDeadline) => void;

let readyState: DocumentReadyState;
let idleCallbacks: { callback: IdleCallback; timeout?: number }[];

function setRequestIdleCallback(isAvailable: boolean) {
  if (isAvailable) {
    window.requestIdleCallback = (callback, options) =>
      idleCallbacks.push({ callback, timeout: options?.timeout });
    window.cancelIdleCallback = (handle) =>
      idleCallbacks.splice(handle - 1, 1, { callback: () => undefined });
  } else {
    // @ts-expect-error Safari has neither
    delete window.requestIdleCallback;
    // @ts-expect-error Safari has neither
    delete window.cancelIdleCallback;
  }
}

const runIdleCallbacks = () =>
  idleCallbacks.splice(0).forEach(({ callback }) => callback({} as IdleDeadline));

beforeEach(() => {
  readyState = 'loading';
  idleCallbacks = [];
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  setRequestIdleCallback(true);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  setRequestIdleCallback(false);
});

function load() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for the first idle moment', () => {
    const callback = jest.fn();
    whenPageIdle(callback);
    expect(idleCallbacks).toHaveLength(0);

    load();
    expect(callback).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0]?.timeout).toBeGreaterThan(0);

    runIdleCallbacks();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits only for idle on a page that has already loaded', () => {
    readyState = 'complete';
    const callback = jest.fn();
    whenPageIdle(callback);
    runIdleCallbacks();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timer after load where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    setRequestIdleCallback(false);
    const callback = jest.fn();
    whenPageIdle(callback);
    jest.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();

    load();
    jest.advanceTimersByTime(1_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled, before or after load', () => {
    const beforeLoad = jest.fn();
    whenPageIdle(beforeLoad)();
    load();
    runIdleCallbacks();
    expect(beforeLoad).not.toHaveBeenCalled();

    const afterLoad = jest.fn();
    whenPageIdle(afterLoad)();
    runIdleCallbacks();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});

describe('whenPageIdle with latestMs', () => {
  beforeEach(() => jest.useFakeTimers());

  it('calls back at latestMs while load is held back, and not again at idle', () => {
    const callback = jest.fn();
    whenPageIdle(callback, { latestMs: 4_000 });
    jest.advanceTimersByTime(3_999);
    expect(callback).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    load();
    runIdleCallbacks();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back at idle after load, and not again at latestMs', () => {
    const callback = jest.fn();
    whenPageIdle(callback, { latestMs: 4_000 });
    load();
    runIdleCallbacks();
    expect(callback).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled', () => {
    const callback = jest.fn();
    whenPageIdle(callback, { latestMs: 4_000 })();
    jest.advanceTimersByTime(10_000);
    load();
    runIdleCallbacks();
    expect(callback).not.toHaveBeenCalled();
  });
});
