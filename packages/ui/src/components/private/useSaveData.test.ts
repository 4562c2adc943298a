import { describe, expect, it } from 'vitest';
import { isSavingData } from './useSaveData';

describe('isSavingData', () => {
  it('is true for a reader saving data or on 2G', () => {
    expect(isSavingData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSavingData({ effectiveType: '2g' })).toBe(true);
    expect(isSavingData({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('is false on 3G and 4G, and where the browser does not say', () => {
    expect(isSavingData({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(isSavingData({ effectiveType: '4g' })).toBe(false);
    expect(isSavingData({})).toBe(false);
  });
});
