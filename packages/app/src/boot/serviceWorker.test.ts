import { describe, expect, it } from 'vitest';
import { savingData } from './serviceWorker';

describe('savingData', () => {
  it('keeps nothing ahead of time for a reader saving data or on 2G', () => {
    expect(savingData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(savingData({ effectiveType: '2g' })).toBe(true);
    expect(savingData({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('keeps the app on 3G, 4G, and where the browser does not say', () => {
    expect(savingData({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(savingData({ effectiveType: '4g' })).toBe(false);
    expect(savingData(undefined)).toBe(false);
  });
});
