import { render, screen, within } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@pariksha/contract/staff-values';
import type { StudioTestSummary } from '@pariksha/contract/responses/studio-tests';
import { createAppStore, createQueryClient } from '../../appStore';
import { api } from '../../browserSession';
import { learnerIdAtom } from '../../features/auth/atoms';
import { loadCatalogue } from '../../i18n/translate';
import { StaffContext } from '../layout/staffContext';
import TestsPage from './TestsPage';

const published: StudioTestSummary = {
  id: 7,
  exam: { slug: 'ssc-cgl', title: 'SSC CGL Tier I' },
  title: 'SSC CGL full mock 3',
  state: 'published',
  version: 2,
  changed: true,
  questions: 100,
  sections: 4,
  draw: 'per_candidate',
  source: 'studio',
  updated_at: '2026-01-10T10:00:00.000Z',
  published_at: '2026-01-09T10:00:00.000Z',
};

/** SSC CGL's paper from the content files, as seeding brings it in. */
const fromContent: StudioTestSummary = {
  ...published,
  id: 3,
  title: 'SSC CGL Tier 1 Mock Test',
  state: 'draft',
  version: null,
  changed: false,
  draw: 'same',
  source: 'content',
  published_at: null,
};

/** The server answering the list with `tests`, or failing it. */
function provider(tests: StudioTestSummary[] | 'fail') {
  const adapter: AxiosAdapter = async (config) => {
    if (config.url === '/studio/tests' && tests !== 'fail') return { data: { result: 1, data: tests }, status: 200, statusText: 'OK', headers: {}, config };
    const response = { data: { result: 0, msg: 'Service unavailable', error: 'Service unavailable' }, status: 503, statusText: '', headers: {}, config };
    throw new AxiosError('Service unavailable', AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  api.defaults.adapter = adapter;
}

async function renderPage(role: StaffRole = 'editor') {
  await loadCatalogue('en');
  const store = createAppStore({ queryClient: createQueryClient(), api, language: 'en' });
  store.set(learnerIdAtom, '1');
  render(
    <Provider store={store}>
      <StaffContext.Provider value={{ user_id: 1, first_name: 'Asha', email: 'asha@example.com', role, recovery_codes_left: 10 }}>
        <MemoryRouter initialEntries={['/studio/tests']}>
          <TestsPage />
        </MemoryRouter>
      </StaffContext.Provider>
    </Provider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the tests list', () => {
  it('lists each test with its state, version and size, linked to its editor', async () => {
    provider([published]);
    await renderPage();
    const link = await screen.findByRole('link', { name: 'SSC CGL full mock 3' });
    expect(link).toHaveAttribute('href', '/studio/tests/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Changed since published')).toBeInTheDocument();
    expect(within(row).getByText('Version 2')).toBeInTheDocument();
    expect(within(row).getByText('Per candidate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New test' })).toHaveAttribute('href', '/studio/tests/new');
  });

  it('marks an exam’s paper from the content files, which learners take until it is published', async () => {
    provider([fromContent]);
    await renderPage();
    const row = (await screen.findByRole('link', { name: 'SSC CGL Tier 1 Mock Test' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('From the content files: learners take it now')).toBeInTheDocument();
  });

  it('says what a test is when there is none yet, with the way to create one', async () => {
    provider([]);
    await renderPage('reviewer');
    expect(await screen.findByText(/There are no tests yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New test' })).toHaveLength(2);
  });

  it('says when the list could not be loaded', async () => {
    provider('fail');
    await renderPage();
    expect(await screen.findByText(/The tests could not be loaded/)).toBeInTheDocument();
  });

  it('is refused to a role without tests', async () => {
    provider([published]);
    await renderPage('support');
    expect(screen.queryByRole('link', { name: 'New test' })).toBeNull();
  });
});
