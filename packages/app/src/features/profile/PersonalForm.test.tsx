import { render, screen, within } from '@testing-library/react';
import axios from 'axios';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createAppStore, createQueryClient } from '../../appStore';
import { loadCatalogue } from '../../i18n/translate';
import type { Learner } from '../auth/learner';
import { PersonalForm } from './PersonalForm';

const learner: Learner = {
  id: 7,
  first_name: 'Anjali',
  last_name: 'Verma',
  email: 'anjali.verma@example.in',
  phone: '9876543210',
  preferred_language: 'hi',
  profile: {
    first_name: 'Anjali',
    last_name: 'Verma',
    phone: '9876543210',
    email: 'anjali.verma@example.in',
    dob: '2003-08-15',
    gender: 'Female',
    city: 'New Delhi',
    state: 'Delhi',
    post_code: '110001',
    country: 'India',
  },
  academic: [],
  stats: { courses_purchased: 1, tests_given: 4 },
  membership: null,
  created_at: '2026-01-10T05:30:00.000Z',
  email_confirmed: true,
};

async function renderIn(language: 'en' | 'hi') {
  await loadCatalogue(language);
  // Nothing is sent: the form is only looked at.
  const store = createAppStore({ queryClient: createQueryClient(), api: axios.create(), language });
  render(
    <Provider store={store}>
      <PersonalForm user={learner} onSaved={() => undefined} />
    </Provider>,
  );
}

/** The visible labels and the stored values of one select, as `label=value`. */
function optionsOf(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => `${option.textContent}=${(option as HTMLOptionElement).value}`);
}

describe('the Personal Information options', () => {
  it('read in Hindi for a Hindi reader while the values stay the ones the server stores', async () => {
    await renderIn('hi');
    expect(optionsOf(screen.getByRole('combobox', { name: 'लिंग' }))).toEqual(['महिला=Female', 'पुरुष=Male', 'अन्य=Other']);
    expect(optionsOf(screen.getByRole('combobox', { name: 'शहर' }))).toEqual([
      'नई दिल्ली=New Delhi',
      'मुंबई=Mumbai',
      'बेंगलुरु=Bangalore',
    ]);
    expect(optionsOf(screen.getByRole('combobox', { name: 'राज्य' }))).toEqual([
      'दिल्ली=Delhi',
      'महाराष्ट्र=Maharashtra',
      'कर्नाटक=Karnataka',
    ]);
    expect(optionsOf(screen.getByRole('combobox', { name: 'देश' }))).toEqual(['भारत=India', 'अमेरिका=USA', 'ब्रिटेन=UK']);
    // The saved choices are still chosen, shown in Hindi.
    expect(screen.getByRole('combobox', { name: 'लिंग' })).toHaveValue('Female');
    expect(screen.getByRole('option', { name: 'नई दिल्ली', selected: true })).toBeInTheDocument();
  });

  it('read as the spec writes them in English', async () => {
    await renderIn('en');
    expect(optionsOf(screen.getByRole('combobox', { name: 'Country' }))).toEqual(['India=India', 'USA=USA', 'UK=UK']);
    expect(optionsOf(screen.getByRole('combobox', { name: 'Gender' }))).toEqual(['Female=Female', 'Male=Male', 'Other=Other']);
  });
});
