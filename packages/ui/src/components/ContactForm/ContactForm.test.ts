import { submitContactBody } from '@pariksha/contract';
import { contactNameTooLongMessage, nameMaxLength, phoneMessage } from '@pariksha/contract/values';
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
    [' 98765.43210 ', '98765.43210'],
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

  it('needs a name that is more than spaces, and no longer than the server keeps', () => {
    expect(check('   ', '9876543210')).toEqual({ name: 'Enter your name.' });
    expect(check('a'.repeat(nameMaxLength), '9876543210')).toEqual({});
    expect(check('a'.repeat(nameMaxLength + 1), '9876543210')).toEqual({ name: contactNameTooLongMessage });
  });

  it.each(['', '5876543210', '987654321', '98765432101', '011 2345 6789'])('refuses the number %j', (phone) => {
    expect(check('Priya Sharma', phone)).toEqual({ phone: 'Enter a 10-digit Indian mobile number.' });
  });

  // The browser once took any separator while the server takes only spaces and dashes: the form
  // said yes and the server said no.
  it.each(['98765.43210', '(98765) 43210', '98765/43210'])('refuses %j with the server’s own message', (phone) => {
    expect(check('Priya Sharma', phone)).toEqual({ phone: phoneMessage });
  });

  it('uses the server’s words unless the page gives its own', () => {
    expect(validateContactForm({ name: '', phone: '1' })).toEqual({ name: 'Enter your name.', phone: phoneMessage });
    expect(validateContactForm({ name: '', phone: '1' }, { nameRequired: 'अपना नाम लिखें।' })).toEqual({
      name: 'अपना नाम लिखें।',
      phone: phoneMessage,
    });
  });
});

describe('the form and the server agree', () => {
  // Whatever the form sends, the server takes, and stores as the digits the form sent; whatever
  // the form refuses, the server refuses with the same message.
  it.each([
    '9876543210',
    '98765 43210',
    '+91 98765-43210',
    '+91-98765-43210',
    '919876543210',
    '098765 43210',
    ' 6000000000 ',
    '98765.43210',
    '(98765) 43210',
    '+1 9876543210',
    '0091 9876543210',
    '98765abcde',
    '5876543210',
    '',
    `9${' '.repeat(30)}876543210`,
  ])('on %j', (phone) => {
    const inBrowser = validateContactForm({ name: 'Priya Sharma', phone });
    const onServer = submitContactBody.safeParse({ name: 'Priya Sharma', phone });
    if (onServer.success) {
      expect(inBrowser).toEqual({});
      expect(onServer.data.phone).toBe(normalisePhone(phone));
    } else {
      expect(inBrowser.phone).toBe(onServer.error.issues.find((issue) => issue.path[0] === 'phone')?.message);
    }
  });
});
