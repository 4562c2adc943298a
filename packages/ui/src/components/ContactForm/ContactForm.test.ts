import { describe, expect, it } from 'vitest';
import { defaultContactFormLabels, normalisePhone, validateContactForm } from './ContactForm';

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['12345', '12345'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe('validateContactForm', () => {
  const check = (name: string, phone: string) => validateContactForm({ name, phone }, defaultContactFormLabels);

  it('accepts a name and a 10-digit mobile number starting 6 to 9', () => {
    expect(check('Priya Sharma', '6000000000')).toEqual({});
    expect(check('Priya Sharma', '+91 99999 99999')).toEqual({});
  });

  it('needs a name that is more than spaces', () => {
    expect(check('   ', '9876543210')).toEqual({ name: 'Enter your name.' });
  });

  it.each(['', '5876543210', '987654321', '98765432101', '011 2345 6789'])('refuses the number %j', (phone) => {
    expect(check('Priya Sharma', phone)).toEqual({ phone: 'Enter a 10-digit Indian mobile number.' });
  });
});
