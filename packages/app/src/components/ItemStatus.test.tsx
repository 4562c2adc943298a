import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { storedLanguageAtom } from '../features/language/atoms';
import { loadCatalogue } from '../i18n/translate';
import { ItemStatus } from './ItemStatus';
import type { ListQuery } from './ListStatus';

function query(state: Partial<ListQuery<string>>): ListQuery<string> {
  return { data: undefined, error: null, isPending: false, isError: false, refetch: vi.fn(), ...state };
}

function renderItem(itemQuery: ListQuery<string>, props: { wayBack?: ReactNode; errorText?: (message: string) => string } = {}) {
  const store = createStore();
  store.set(storedLanguageAtom, 'en');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/dashboard/test-result']}>
        <ItemStatus query={itemQuery} loadingText="Loading your result…" {...props}>
          {(item) => <h1>{item}</h1>}
        </ItemStatus>
      </MemoryRouter>
    </Provider>,
  );
}

const wayBack = <a href="/dashboard/test">Choose a test</a>;

describe('a detail page’s states', () => {
  beforeAll(() => loadCatalogue('en'));

  it('says what is loading', () => {
    renderItem(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your result…');
  });

  it('keeps the item on screen when asking again in the background fails', () => {
    renderItem(query({ data: 'SSC CGL Tier I', isError: true, error: new ApiError('Network error') }));
    expect(screen.getByRole('heading', { name: 'SSC CGL Tier I' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Try again, in the screen’s words, when the failure may pass', async () => {
    const failed = query({ isError: true, error: new ApiError('Server error', { status: 503 }) });
    renderItem(failed, { errorText: (message) => `Your result could not be loaded: ${message}`, wayBack });
    expect(screen.getByRole('alert')).toHaveTextContent('Your result could not be loaded: Server error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Choose a test' })).not.toBeInTheDocument();
  });

  it('shows the site’s not-found page for a 404 when the screen has no way back of its own', () => {
    const missing = new ApiError('No such attempt.', { status: 404, code: 'not_found' });
    renderItem(query({ isError: true, error: missing }));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('offers the way back, not Try again, when asking again cannot help', () => {
    const missing = new ApiError('No such attempt.', { status: 404, code: 'not_found' });
    renderItem(query({ isError: true, error: missing }), { wayBack });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No such attempt.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a test' })).toHaveAttribute('href', '/dashboard/test');
  });
});
