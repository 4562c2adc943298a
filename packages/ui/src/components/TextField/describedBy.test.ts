import { describe, expect, it } from 'vitest';
import { describedBy } from './describedBy';

describe('describedBy', () => {
  it('joins the ids that are there, in order', () => {
    expect(describedBy('phone-prefix', 'phone-hint', 'phone-error')).toBe('phone-prefix phone-hint phone-error');
    expect(describedBy(undefined, 'phone-hint', false, null, 'phone-error')).toBe('phone-hint phone-error');
  });

  it('gives undefined, not an empty attribute, when nothing describes the field', () => {
    expect(describedBy()).toBeUndefined();
    expect(describedBy(undefined, false, null, '')).toBeUndefined();
    expect(describedBy('   ')).toBeUndefined();
  });

  it('keeps the ids a caller passed, splitting lists and dropping repeats', () => {
    expect(describedBy('email-hint', ' terms  privacy ', 'email-hint')).toBe('email-hint terms privacy');
  });
});
