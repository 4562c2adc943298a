import { render } from '@testing-library/react';
import axios, { type AxiosInstance } from 'axios';
import { Provider } from 'jotai';
import { createAppStore, createQueryClient } from '../../appStore';
import { loadCatalogue } from '../../i18n/translate';
import type { Learner } from '../auth/learner';
import { PersonalForm } from './PersonalForm';

/** A learner as /getProfile answers, for the profile forms' tests. */
export function sampleLearner(profile: Partial<Learner['profile']> = {}): Learner {
  const details: Learner['profile'] = {
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
    ...profile,
  };
  return {
    id: 7,
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    phone: details.phone,
    preferred_language: 'hi',
    profile: details,
    academic: [],
    stats: { courses_purchased: 0, tests_given: 0 },
    membership: null,
    created_at: '2026-01-10T05:30:00.000Z',
    email_confirmed: true,
  };
}

/** Personal Information for `learner`, in a language whose strings are loaded first. */
export async function renderPersonalForm(
  language: 'en' | 'hi',
  { learner = sampleLearner(), api = axios.create() }: { learner?: Learner; api?: AxiosInstance } = {},
): Promise<void> {
  await loadCatalogue(language);
  const store = createAppStore({ queryClient: createQueryClient(), api, language });
  render(
    <Provider store={store}>
      <PersonalForm user={learner} onSaved={() => undefined} />
    </Provider>,
  );
}
