import { describe, expect, it } from 'vitest';
import '../../i18n/contentMessages';
import { translatorFor } from '../../i18n/translate';
import { negativeMarkingLabel } from './negativeMarkingLabel';

const en = translatorFor('en');

describe('negativeMarkingLabel', () => {
  it('names the usual fractions', () => {
    expect(negativeMarkingLabel(0.25, en)).toBe('1/4 of the question’s marks per wrong answer');
    expect(negativeMarkingLabel(1 / 3, en)).toBe('1/3 of the question’s marks per wrong answer');
  });

  it('says none when a wrong answer costs nothing', () => {
    expect(negativeMarkingLabel(0, en)).toBe('None');
    expect(negativeMarkingLabel(Number.NaN, en)).toBe('None');
  });

  it('shows other fractions as a decimal', () => {
    expect(negativeMarkingLabel(0.2, en)).toBe('0.2 of the question’s marks per wrong answer');
  });
});
