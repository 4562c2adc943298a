import { describe, expect, it } from 'vitest';
import '../../i18n/accountMessages';
import { loadCatalogue, translate } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/en';
import { membershipLabel } from './membershipLabel';

const translator = (language: string) => (key: MessageKey, values?: Record<string, string | number>) =>
  translate(language, key, values);

describe("the profile's tier label", () => {
  it('reads the spec’s English: Gold Member', () => {
    expect(membershipLabel('GOLD', translator('en'))).toBe('Gold Member');
    expect(membershipLabel('PLATINUM', translator('en'))).toBe('Platinum Member');
  });

  it('is all Hindi for a Hindi reader: गोल्ड सदस्य, not Gold सदस्य', async () => {
    await loadCatalogue('hi');
    expect(membershipLabel('GOLD', translator('hi'))).toBe('गोल्ड सदस्य');
    expect(membershipLabel('BASIC', translator('hi'))).toBe('बेसिक सदस्य');
    expect(membershipLabel('PLATINUM', translator('hi'))).toBe('प्लैटिनम सदस्य');
  });

  it('names a plan added later by its code in title case', () => {
    expect(membershipLabel('SILVER', translator('en'))).toBe('Silver Member');
  });
});
