import { whenIdle } from '@/lib/client/whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('asks the browser for an idle moment, with the deadline, and can cancel it', () => {
    const requestIdleCallback = jest.fn((_task: IdleRequestCallback) => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    const task = jest.fn();
    const cancel = whenIdle(task, { timeout: 4000 });
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 4000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs the task in a later task where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled, { fallbackDelay: 2000 })();
    jest.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
