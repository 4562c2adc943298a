import { describe, expect, it } from 'vitest';
import { isTooCommon, passwordProblem, usesOwnDetails } from '@pariksha/contract/password-rules';
import { commonPasswords, newPasswordProblem } from '../src/services/passwords.js';

describe('the common-password list (@zxcvbn-ts/language-common 4.1.3)', () => {
  it('holds at least 10,000 lower-cased passwords, built once', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    expect(commonPasswords()).toBe(list);
    for (const listed of ['password', '12345678', 'iloveyou', 'qwerty123', 'password1']) expect(list.has(listed), listed).toBe(true);
  });
});

describe('too common', () => {
  const list = new Set(['password', 'password1', 'india', 'dragon', 'iloveyou']);

  it.each([
    'password',
    'PASSWORD',
    'Password1',
    'india@123',
    'India2024!',
    '123dragon',
    'aaaaaaaa',
    'abababab',
    '11112222',
    '12345678',
    'abcdefgh',
    '98765432',
    'zyxwvuts',
  ])('refuses %j', (password) => {
    expect(isTooCommon(password, list)).toBe(true);
  });

  it.each(['correct horse battery', 'Tq8-mz4!', 'indian summer rain', 'dragonfly wings', '1357924680'])('allows %j', (password) => {
    expect(isTooCommon(password, list)).toBe(false);
  });

  it('checks the real list case-insensitively', () => {
    expect(newPasswordProblem('QWERTY123', {})).toBe('common');
    expect(newPasswordProblem('saffron kites over the ghats at dawn', {})).toBeNull();
  });
});

describe("made from the learner's details", () => {
  const owner = { name: 'Priya Sharma', email: 'priya.sharma91@example.in', phone: '9876543210' };

  it.each([
    ['the local part', 'priya.sharma91'],
    ['the local part in capitals', 'PRIYA.SHARMA91!'],
    ['the whole name', 'priyasharma@2024'],
    ['the name with spaces', 'Priya Sharma 1'],
    ['one name part and digits', 'Sharma1234'],
    ['one name part and symbols', '@@priya99'],
    ['the phone', 'call me 9876543210'],
    ['the phone written with spaces', 'x 98765 43210 y'],
  ])('refuses %s (%j)', (_label, password) => {
    expect(usesOwnDetails(password, owner)).toBe(true);
    expect(passwordProblem(password, owner, new Set())).toBe('personal');
  });

  it.each([
    ['a name part inside a longer word', 'vanilla skies', { name: 'Anil Rao' }],
    ['a short name', 'raj and the river', { name: 'Raj' }],
    ['a five-letter name inside a longer word', 'another password', { name: 'Other' }],
    ['a short local part inside a longer word', 'washable ink pens', { email: 'asha@example.in' }],
    ['part of the phone', 'room 98765 blue door', { phone: '9876543210' }],
    ['no details yet', 'anything at all', {}],
  ])('allows %s', (_label, password, details) => {
    expect(usesOwnDetails(password, details)).toBe(false);
  });

  it('refuses a short local part or name on its own, whatever the symbols', () => {
    expect(usesOwnDetails('a.s.h.a.9', { email: 'asha9@example.in' })).toBe(true);
    expect(usesOwnDetails('Other!!!', { name: 'Other' })).toBe(true);
  });

  it('reads a Hindi name as letters', () => {
    expect(usesOwnDetails('प्रिया@123', { name: 'प्रिया शर्मा' })).toBe(true);
  });

  it('names the common rule first', () => {
    expect(passwordProblem('password', { name: 'Password' }, new Set(['password']))).toBe('common');
  });
});
