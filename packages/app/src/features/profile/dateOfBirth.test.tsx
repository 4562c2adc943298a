import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dobYears } from './dobYears';
import { renderPersonalForm as renderIn } from './personalFormTesting';

describe('the date of birth on the profile', () => {
  // 2003-08-05 in the browser's own date input reads 08/05/2003 in the US order: 8 May to an Indian reader.
  it('shows day, month by name and year in English (India)', async () => {
    await renderIn('en');
    const dob = screen.getByRole('group', { name: 'Date of Birth' });
    expect(within(dob).getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('5');
    expect(within(dob).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('August');
    expect(within(dob).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2003');
  });

  it('shows it in Hindi for a Hindi reader', async () => {
    await renderIn('hi');
    const dob = screen.getByRole('group', { name: 'जन्म तिथि' });
    expect(within(dob).getByRole('combobox', { name: 'दिन' })).toHaveDisplayValue('5');
    expect(within(dob).getByRole('combobox', { name: 'महीना' })).toHaveDisplayValue('अगस्त');
    expect(within(dob).getByRole('combobox', { name: 'साल' })).toHaveDisplayValue('2003');
  });

  it('offers the years of ages 10 to 100, the latest first, and keeps a saved one outside them', () => {
    const years = dobYears('', new Date('2026-11-24T12:00:00Z'));
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(1925);
    expect(dobYears('1920-01-01', new Date('2026-11-24T12:00:00Z')).at(-1)).toBe(1920);
  });
});
