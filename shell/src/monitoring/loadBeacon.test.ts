import type { RemoteLoadSample } from '@gangazo/contracts';
import { FLUSH_AFTER_MS, LoadBeacon, MAX_BATCH } from './loadBeacon';

const sample = (ms: number): RemoteLoadSample => ({ remote: 'coupons', version: '2.3.0', ms, result: 'ok' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('remote load times go to the BFF in batches', () => {
  it('sends the loads of a page in one request a few seconds after the first', () => {
    const send = jest.fn();
    const beacon = new LoadBeacon(send);
    beacon.record(sample(120));
    beacon.record({ ...sample(2700), remote: 'forum', result: 'load-timeout' });
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][0])).toEqual({ loads: [sample(120), { remote: 'forum', version: '2.3.0', ms: 2700, result: 'load-timeout' }] });
  });

  it('sends at once when the page is hidden, and a full batch without waiting', () => {
    const send = jest.fn();
    const beacon = new LoadBeacon(send);
    beacon.flushWhenHidden(window);
    beacon.record(sample(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < MAX_BATCH + 1; i++) beacon.record(sample(i));
    expect(send).toHaveBeenCalledTimes(2);
    expect(JSON.parse(send.mock.calls[1][0]).loads).toHaveLength(MAX_BATCH);
    jest.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('never throws when sending fails', () => {
    const beacon = new LoadBeacon(() => {
      throw new Error('offline');
    });
    beacon.record(sample(1));
    expect(() => beacon.flush()).not.toThrow();
  });
});
