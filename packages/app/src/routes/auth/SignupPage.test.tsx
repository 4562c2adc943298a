import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'jotai';
import { RESET } from 'jotai/utils';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { api, store } from '../../browserSession';
import { tokenAtom } from '../../features/auth/atoms';
import { storedLanguageAtom } from '../../features/language/atoms';
import { loadCatalogue } from '../../i18n/translate';
import SignupPage from './SignupPage';

/** The provider answers /signup with a failure envelope (no network in unit tests). */
function providerRefuses(status: number, body: object) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  api.defaults.adapter = adapter;
  return requests;
}

async function renderSignup(language: 'en' | 'hi') {
  await loadCatalogue(language);
  store.set(storedLanguageAtom, language);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/signup']}>
        <SignupPage />
      </MemoryRouter>
    </Provider>,
  );
  const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  return {
    name: field('first_name'),
    phone: field('phone'),
    email: field('email'),
    password: field('password'),
    confirm: field('confirm_password'),
  };
}

type Fields = Awaited<ReturnType<typeof renderSignup>>;

async function fillIn(fields: Fields, values: { name: string; phone: string; email: string; password: string }) {
  await userEvent.type(fields.name, values.name);
  await userEvent.type(fields.phone, values.phone);
  await userEvent.type(fields.email, values.email);
  await userEvent.type(fields.password, values.password);
  await userEvent.type(fields.confirm, values.password);
}

const asha = { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', password: 'saffron kites over the ghats' };

afterEach(() => {
  store.set(tokenAtom, RESET);
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('sign-up after a refusal', () => {
  it('keeps the name, phone and e-mail, clears both passwords and says why under Email', async () => {
    const taken = 'An account with this email already exists';
    providerRefuses(409, { result: 0, msg: taken, error: taken, code: 'email_taken', fields: { email: taken } });
    const fields = await renderSignup('en');
    await fillIn(fields, asha);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(fields.email).toHaveAttribute('aria-invalid', 'true'));
    expect(fields.name).toHaveValue('Asha Verma');
    expect(fields.phone).toHaveValue('9876543210');
    expect(fields.email).toHaveValue('asha@example.in');
    expect(fields.password).toHaveValue('');
    expect(fields.confirm).toHaveValue('');
    expect(fields.email).toHaveAccessibleDescription(taken);
    expect(fields.email).toHaveFocus();
    // Said once, at its field: not again in red above the form.
    expect(screen.getAllByText(taken)).toHaveLength(1);

    // Changing the address takes its message away.
    await userEvent.type(fields.email, 'x');
    expect(fields.email).not.toHaveAttribute('aria-invalid');
  });

  it('checks the rules before sending, with the server’s own words, in Hindi too', async () => {
    const requests = providerRefuses(500, {});
    const fields = await renderSignup('hi');
    await fillIn(fields, { ...asha, phone: '98765', email: 'asha@example' });
    await userEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));

    expect(fields.phone).toHaveAccessibleDescription(expect.stringContaining('10 अंकों का भारतीय मोबाइल नंबर लिखें।'));
    expect(fields.email).toHaveAccessibleDescription('सही ईमेल पता लिखें।');
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(fields.phone).toHaveFocus());
    // Nothing was sent, and nothing typed was lost.
    expect(requests).toHaveLength(0);
    expect(fields.phone).toHaveValue('98765');
    expect(fields.password).toHaveValue(asha.password);
  });

  it('keeps the spec’s alerts for a blank field and for passwords that differ', async () => {
    const requests = providerRefuses(500, {});
    const fields = await renderSignup('en');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    await fillIn(fields, asha);
    await userEvent.type(fields.confirm, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(requests).toHaveLength(0);
  });
});
