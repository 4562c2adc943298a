import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { storedLanguageAtom } from '../language/atoms';
import { loadCatalogue } from '../../i18n/translate';
import { NewPasswordField } from './NewPasswordField';
import { usePasswordStrength } from './usePasswordStrength';

const owner = { name: 'Ravi Kumar', email: 'ravi.kumar2001@example.in', phone: '9123456789' };

function Form() {
  const [password, setPassword] = useState('');
  const assessment = usePasswordStrength(password, owner);
  return <NewPasswordField label="Password" name="password" value={password} onChange={setPassword} assessment={assessment} />;
}

async function renderIn(language: 'en' | 'hi') {
  const store = createStore();
  await loadCatalogue(language);
  store.set(storedLanguageAtom, language);
  render(
    <Provider store={store}>
      <Form />
    </Provider>,
  );
  return document.querySelector('input[name="password"]') as HTMLInputElement;
}

describe('the strength hint under a new password', () => {
  it('follows the typing in a polite live region that describes the field', async () => {
    const input = await renderIn('en');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');

    await userEvent.type(input, 'passw');
    expect(status).toHaveTextContent('Password strength: Too short: use at least 8 characters');

    await userEvent.type(input, 'ord');
    expect(await screen.findByText('Weak: a common password')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Weak: a common password'));

    await userEvent.clear(input);
    await userEvent.type(input, 'call me on 9123456789');
    expect(status).toHaveTextContent('Weak: it uses your name, e-mail or phone number');

    await userEvent.clear(input);
    await userEvent.type(input, 'saffron kites over the ghats');
    expect(status).toHaveTextContent('Password strength: Strong');
  });

  it('speaks Hindi when the learner reads Hindi', async () => {
    const input = await renderIn('hi');
    await userEvent.type(input, 'password');
    expect(await screen.findByText('कमज़ोर: बहुत आम पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('पासवर्ड की मज़बूती: कमज़ोर: बहुत आम पासवर्ड');
  });
});
