import { describe, expect, it } from 'vitest';
import '../../i18n/accountMessages';
import { loadCatalogue, translatorFor } from '../../i18n/translate';
import { membershipLabel } from './membershipLabel';

describe("the profile's tier label", () => {
  it('reads the spec’s English: Gold Member', () => {
    expect(membershipLabel('GOLD', translatorFor('en'))).toBe('Gold Member');
    expect(membershipLabel('PLATINUM', translatorFor('en'))).toBe('Platinum Member');
  });

  it('is all Hindi for a Hindi reader: गोल्ड सदस्य, not Gold सदस्य', async () => {
    await loadCatalogue('hi');
    expect(membershipLabel('GOLD', translatorFor('hi'))).toBe('गोल्ड सदस्य');
    expect(membershipLabel('BASIC', translatorFor('hi'))).toBe('बेसिक सदस्य');
    expect(membershipLabel('PLATINUM', translatorFor('hi'))).toBe('प्लैटिनम सदस्य');
  });

  it('names a plan added later by its code in title case', () => {
    expect(membershipLabel('SILVER', translatorFor('en'))).toBe('Silver Member');
  });
});
