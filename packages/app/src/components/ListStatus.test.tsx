import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { storedLanguageAtom } from '../features/language/atoms';
import { loadCatalogue } from '../i18n/translate';
import { ListStatus, type ListQuery } from './ListStatus';

function failed(error: Error): ListQuery<readonly string[]> {
  return { data: undefined, error, isPending: false, isError: true, refetch: vi.fn() };
}

function renderList(query: ListQuery<readonly string[]>) {
  const store = createStore();
  store.set(storedLanguageAtom, 'en');
  render(
    <Provider store={store}>
      <ListStatus
        query={query}
        loadingText="Loading exams..."
        errorText={(message) => `Error: ${message}`}
        emptyText="No exams found for this category."
        failureWayOn={<a href="/dashboard/test-list/1">Banking</a>}
      >
        {(items) => <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>}
      </ListStatus>
    </Provider>,
  );
}

describe('a failed list', () => {
  beforeAll(() => loadCatalogue('en'));

  it('offers Try again when the failure may pass, and tries again', async () => {
    const query = failed(new ApiError('Network error', { code: 'network_error' }));
    renderList(query);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Banking' })).not.toBeInTheDocument();
  });

  it('offers the screen’s way on instead of a retry that can only fail again', () => {
    renderList(failed(new ApiError('Category not found.', { status: 404, code: 'not_found' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Category not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Banking' })).toHaveAttribute('href', '/dashboard/test-list/1');
  });

  it('offers a retry for a busy server', () => {
    renderList(failed(new ApiError('Server error', { status: 503 })));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
