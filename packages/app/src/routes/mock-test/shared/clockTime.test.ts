import { describe, expect, it } from 'vitest';
import { clockTime, clockTimeInWords } from './clockTime';
import { timeAlertAt } from './timeAlerts';

describe('clockTime', () => {
  it('shows hours only from an hour up', () => {
    expect(clockTime(3 * 3600_000)).toBe('03:00:00');
    expect(clockTime(3600_000)).toBe('01:00:00');
    expect(clockTime(3600_000 - 1000)).toBe('59:59');
    expect(clockTime(22 * 60_000 + 9_000)).toBe('22:09');
  });

  it('rounds seconds up, so 00:00 means time is up', () => {
    expect(clockTime(400)).toBe('00:01');
    expect(clockTime(59_001)).toBe('01:00');
    expect(clockTime(0)).toBe('00:00');
  });

  it('never shows a negative time', () => {
    expect(clockTime(-5_000)).toBe('00:00');
  });
});

describe('clockTimeInWords', () => {
  it('says the clock’s time in the reader’s words, leaving out the parts that are zero', () => {
    expect(clockTimeInWords(22 * 60_000 + 9_000, 'en-IN')).toBe('22 minutes 9 seconds');
    expect(clockTimeInWords(3 * 3600_000, 'en-IN')).toBe('3 hours');
    expect(clockTimeInWords(3600_000 + 1_000, 'en-IN')).toBe('1 hour 1 second');
    expect(clockTimeInWords(2 * 3600_000 + 5 * 60_000, 'hi-IN')).toBe('2 घंटे 5 मिनट');
  });

  it('rounds up as the clock does, and says nothing is left at the end', () => {
    expect(clockTimeInWords(400, 'en-IN')).toBe('1 second');
    expect(clockTimeInWords(-5_000, 'en-IN')).toBe('0 seconds');
  });
});

describe('timeAlertAt', () => {
  it('is the last moment passed: none above 5 minutes, then 5 minutes, then 1 minute', () => {
    expect(timeAlertAt(300_001)).toBeNull();
    expect(timeAlertAt(300_000)).toBe('fiveMinutesLeft');
    expect(timeAlertAt(61_000)).toBe('fiveMinutesLeft');
    expect(timeAlertAt(60_000)).toBe('oneMinuteLeft');
    expect(timeAlertAt(0)).toBe('oneMinuteLeft');
  });

  it('changes only as the clock passes a moment, so each alert is heard once', () => {
    const heard: string[] = [];
    let last = timeAlertAt(400_000);
    for (let ms = 400_000; ms >= 0; ms -= 1_000) {
      const now = timeAlertAt(ms);
      if (now !== last && now !== null) heard.push(`${clockTime(ms)} ${now}`);
      last = now;
    }
    expect(heard).toEqual(['05:00 fiveMinutesLeft', '01:00 oneMinuteLeft']);
  });

  it('gives the more urgent alert to a tab woken past both, and none once a corrected deadline moves the clock back up', () => {
    expect(timeAlertAt(30_000)).toBe('oneMinuteLeft');
    expect(timeAlertAt(400_000)).toBeNull();
  });
});
