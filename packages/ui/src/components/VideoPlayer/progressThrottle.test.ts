import { describe, expect, it } from 'vitest';
import { createProgressThrottle } from './progressThrottle';

describe('createProgressThrottle', () => {
  it('reports at most once every ten seconds of playing', () => {
    const throttle = createProgressThrottle();
    throttle.restart(0);
    const due = [250, 4000, 9999, 10_000, 12_000, 19_999, 20_000].filter((now) => throttle.due(now));
    expect(due).toEqual([10_000, 20_000]);
  });
  it('starts the clock at the first tick when it was never restarted', () => {
    const throttle = createProgressThrottle(1000);
    expect(throttle.due(5000)).toBe(false);
    expect(throttle.due(5999)).toBe(false);
    expect(throttle.due(6000)).toBe(true);
  });
  it('waits a whole interval again after a report sent for another reason', () => {
    const throttle = createProgressThrottle(1000);
    throttle.restart(0);
    throttle.restart(900);
    expect(throttle.due(1000)).toBe(false);
    expect(throttle.due(1900)).toBe(true);
  });
});
