import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createAppStore, createQueryClient } from '../../appStore';
import { loadCatalogue } from '../../i18n/translate';
import type { Learner } from '../auth/learner';
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

describe('the personal details before they are sent', () => {
  it('are checked with the provider’s rules and words, in Hindi for a Hindi reader, and nothing is sent', async () => {
    await loadCatalogue('hi');
    const requests: InternalAxiosRequestConfig[] = [];
    const api = axios.create({
      adapter: async (config) => {
        requests.push(config);
        return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    const store = createAppStore({ queryClient: createQueryClient(), api, language: 'hi' });
    render(
      <Provider store={store}>
        <PersonalForm user={learner} onSaved={() => undefined} />
      </Provider>,
    );
    const phone = document.querySelector('input[name="phone"]') as HTMLInputElement;
    await userEvent.clear(phone);
    await userEvent.type(phone, '98765');
    await userEvent.type(document.querySelector('input[name="post_code"]') as HTMLInputElement, '11000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'दिन' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'अपडेट करें' }));

    expect(phone).toHaveAccessibleDescription(expect.stringContaining('10 अंकों का भारतीय मोबाइल नंबर लिखें।'));
    expect(screen.getByText('6 अंकों का पिन कोड लिखें।')).toBeInTheDocument();
    expect(screen.getByText('जन्म तिथि का दिन, महीना और साल चुनें।')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    // What was typed stays.
    expect(phone).toHaveValue('98765');
  });
});
