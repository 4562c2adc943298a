import { describe, expect, it } from 'vitest';
import { planToneFor, planTones } from './planTone';

describe('planToneFor', () => {
  it.each([
    ['GOLD', 'gold'],
    ['Gold', 'gold'],
    ['gold', 'gold'],
    [' GOLD ', 'gold'],
    ['PLATINUM', 'platinum'],
    ['platinum', 'platinum'],
    ['PlAtInUm', 'platinum'],
    ['BASIC', 'neutral'],
    ['SILVER', 'neutral'],
    ['', 'neutral'],
    ['GOLDEN', 'neutral'],
    ['गोल्ड', 'neutral'],
  ] as const)('%j → %s', (planName, tone) => {
    expect(planToneFor(planName)).toBe(tone);
  });

  it('only ever answers with one of planTones', () => {
    for (const name of ['GOLD', 'PLATINUM', 'anything']) {
      expect(planTones).toContain(planToneFor(name));
    }
  });
});
