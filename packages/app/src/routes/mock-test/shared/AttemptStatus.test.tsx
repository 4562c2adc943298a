import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { storedLanguageAtom } from '../../../features/language/atoms';
import { loadCatalogue } from '../../../i18n/translate';
import { AttemptWayBack } from './AttemptStatus';
import '../../../i18n/testMessages';

const attemptId = '0b6f1c1e-4f7a-4d59-9c1a-2b1e6a7f9d10';

function renderWayBack(error: unknown) {
  const store = createStore();
  store.set(storedLanguageAtom, 'en');
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AttemptWayBack attemptId={attemptId} error={error} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('the way on from an attempt that cannot be shown', () => {
  beforeAll(() => loadCatalogue('en'));

  it('leads back to the test while it is still in progress', () => {
    renderWayBack(new ApiError('This test is still in progress. Submit it to see the result.', { status: 409, code: 'attempt_in_progress' }));
    expect(screen.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `/dashboard/aptitude?attempt=${attemptId}`);
  });

  it('leads to the tests when there is no such attempt', () => {
    renderWayBack(new ApiError('No such attempt.', { status: 404, code: 'not_found' }));
    expect(screen.getByRole('link', { name: 'Choose a test' })).toHaveAttribute('href', '/dashboard/test');
  });
});
