import { render, screen, within } from '@testing-library/react';
import axios from 'axios';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createAppStore, createQueryClient } from '../../appStore';
import { loadCatalogue } from '../../i18n/translate';
import type { Learner } from '../auth/learner';
import { dobYears } from './dobYears';
import { PersonalForm } from './PersonalForm';

const profile = {
  first_name: 'Anjali',
  last_name: 'Verma',
  phone: '9876543210',
  email: 'anjali.verma@example.in',
  dob: '2003-08-05',
  gender: null,
  city: null,
  state: null,
  post_code: null,
  country: null,
};
const learner: Learner = {
  id: 7,
  first_name: 'Anjali',
  last_name: 'Verma',
  email: profile.email,
  phone: profile.phone,
  preferred_language: 'hi',
  profile,
  academic: [],
  stats: { courses_purchased: 0, tests_given: 0 },
  membership: null,
  created_at: '2026-01-10T05:30:00.000Z',
  email_confirmed: true,
};

async function renderIn(language: 'en' | 'hi') {
  await loadCatalogue(language);
  const store = createAppStore({ queryClient: createQueryClient(), api: axios.create(), language });
  render(
    <Provider store={store}>
      <PersonalForm user={learner} onSaved={() => undefined} />
    </Provider>,
  );
}

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
