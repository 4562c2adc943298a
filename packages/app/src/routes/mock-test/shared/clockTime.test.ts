import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './formatTimeLeft';
import { crossedTimeAlert } from './timeAlerts';

describe('formatTimeLeft', () => {
  it('shows hours only from an hour up', () => {
    expect(formatTimeLeft(3 * 3600_000)).toBe('03:00:00');
    expect(formatTimeLeft(3600_000)).toBe('01:00:00');
    expect(formatTimeLeft(3600_000 - 1000)).toBe('59:59');
    expect(formatTimeLeft(22 * 60_000 + 9_000)).toBe('22:09');
  });

  it('rounds seconds up, so 00:00 means time is up', () => {
    expect(formatTimeLeft(400)).toBe('00:01');
    expect(formatTimeLeft(59_001)).toBe('01:00');
    expect(formatTimeLeft(0)).toBe('00:00');
  });

  it('never shows a negative time', () => {
    expect(formatTimeLeft(-5_000)).toBe('00:00');
  });
});

describe('crossedTimeAlert', () => {
  it('fires once as the clock passes 5 minutes and once as it passes 1 minute', () => {
    expect(crossedTimeAlert(300_001, 300_000)).toBe('fiveMinutesLeft');
    expect(crossedTimeAlert(300_000, 299_000)).toBeNull();
    expect(crossedTimeAlert(61_000, 60_000)).toBe('oneMinuteLeft');
    expect(crossedTimeAlert(60_000, 59_000)).toBeNull();
  });

  it('stays quiet on every other second', () => {
    expect(crossedTimeAlert(600_000, 599_000)).toBeNull();
    expect(crossedTimeAlert(10_000, 9_000)).toBeNull();
  });

  it('gives the more urgent alert when one step passes both', () => {
    expect(crossedTimeAlert(400_000, 30_000)).toBe('oneMinuteLeft');
  });

  it('says nothing when the clock moves back up (a corrected deadline)', () => {
    expect(crossedTimeAlert(200_000, 400_000)).toBeNull();
  });
});
