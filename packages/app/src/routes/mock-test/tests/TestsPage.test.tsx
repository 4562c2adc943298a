import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter } from 'axios';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Course } from '@pariksha/contract/responses';
import { createAppStore, createQueryClient } from '../../../appStore';
import { api } from '../../../browserSession';
import { learnerIdAtom } from '../../../features/auth/atoms';
import { banking, civil, medical, neetUg, railways, sbiPo, ssc, sscCgl, upscPrelims } from '../../../features/exams/catalogueFixtures';
import { loadCatalogue } from '../../../i18n/translate';
import TestsPage from './TestsPage';

/** A course of a category with its learners; the rest as the contract needs it. */
function course(id: number, categoryId: number, enrolments: number): Course {
  return {
    id, slug: `course-${id}`, category_id: categoryId, image: '', name: `Course ${id}`, description: '', enrolments,
    published_on: '2026-01-01', state: null, state_slug: null, exam_slugs: [], price: 499, list_price: 999,
    discount_percent: 50, total_tests: 10, free_tests: 1, languages: ['en'], starts_on: '2026-01-01',
    ends_on: '2027-01-01', audience: '', about: [], features: [], translations: [],
  };
}

const categories = [banking, ssc, railways, medical, civil];
const exams = [sscCgl, sbiPo, neetUg, upscPrelims];
// SSC, then Railways, then Banking: the three most-enrolled of five (at most half, rounded up).
const courses = [course(1, ssc.id, 24_000), course(2, banking.id, 9_000), course(3, railways.id, 19_000), course(4, civil.id, 500)];

/**
 * The provider, answering the three lists the page reads; `coursesFail` makes /getAllCourses a 503,
 * `nobodyEnrolled` answers its courses as a new site has them.
 */
function provider({ coursesFail = false, nobodyEnrolled = false } = {}) {
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const ok = (data: unknown) => ({ data: { result: 1, data }, status: 200, statusText: 'OK', headers: {}, config });
    if (url.includes('getAllCategories')) return ok({ data: categories });
    if (url.includes('getAllExams')) return ok(exams);
    if (url.includes('getAllCourses') && !coursesFail) return ok(nobodyEnrolled ? courses.map((item) => ({ ...item, enrolments: 0 })) : courses);
    const response = { data: { result: 0, msg: 'Service unavailable' }, status: 503, statusText: '', headers: {}, config };
    throw new AxiosError('Service unavailable', AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  api.defaults.adapter = adapter;
}

async function renderPage(language: 'en' | 'hi' = 'en') {
  await loadCatalogue(language);
  // A fresh cache and store for each test: one test's answers never show in the next.
  const store = createAppStore({ queryClient: createQueryClient(), api, language });
  // The dashboard's signed-in learner, whose attempts the page lists.
  store.set(learnerIdAtom, '7');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/dashboard/test']}>
        <TestsPage />
      </MemoryRouter>
    </Provider>,
  );
}

/** The category names a section's cards show, in order. */
function cardsUnder(heading: string) {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section') as HTMLElement;
  return within(section).queryAllByRole('heading', { level: 3 }).map((card) => card.textContent);
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the Tests page', () => {
  it('shows the most-enrolled categories under Popular Exams and the others under Other Categories', async () => {
    provider();
    await renderPage();
    await waitFor(() => expect(cardsUnder('Popular Exams')).toEqual(['SSC', 'Railways', 'Banking']));
    expect(cardsUnder('Other Categories')).toEqual(['Medical (NEET)', 'Civil Services (UPSC & State PSC)']);
    expect(screen.getByRole('link', { name: 'Explore Now: Railways' })).toHaveAttribute('href', `/dashboard/test-list/${railways.id}`);
  });

  it('calls nothing popular while nobody has enrolled: every category is under Other Categories', async () => {
    provider({ nobodyEnrolled: true });
    await renderPage();
    await waitFor(() => expect(cardsUnder('Other Categories')).toHaveLength(categories.length));
    expect(screen.queryByRole('heading', { name: 'Popular Exams' })).toBeNull();
    expect(screen.queryByText('No categories found')).toBeNull();
  });

  it('searches categories and exams as the learner types, in either script, and says how much it found', async () => {
    provider();
    await renderPage();
    await screen.findByRole('link', { name: 'Explore Now: SSC' });
    const box = screen.getByRole('searchbox', { name: 'Search by Keywords' });

    await userEvent.type(box, 'एसएससी');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Found for “एसएससी”: 1 category and 1 exam.'));
    expect(screen.queryByRole('heading', { name: 'Popular Exams' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore Now: SSC' })).toHaveAttribute('href', `/dashboard/test-list/${ssc.id}`);
    // An exam leads to its category's tests.
    expect(screen.getByRole('link', { name: /SSC CGL Tier I/ })).toHaveAttribute('href', `/dashboard/test-list/${ssc.id}`);

    await userEvent.clear(box);
    await userEvent.type(box, 'बैंक');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Explore Now: Banking' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: /SBI PO Prelims/ })).toHaveAttribute('href', `/dashboard/test-list/${banking.id}`);

    await userEvent.clear(box);
    await userEvent.type(box, 'olympiad');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “olympiad”.'));

    await userEvent.clear(box);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Popular Exams' })).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('lists every category under Other Categories when the enrolments fail, and offers Try again for Popular Exams', async () => {
    provider({ coursesFail: true });
    await renderPage();
    await waitFor(() => expect(cardsUnder('Other Categories')).toHaveLength(categories.length));
    const popular = screen.getByRole('heading', { level: 2, name: 'Popular Exams' }).closest('section') as HTMLElement;
    expect(within(popular).getByText(/^Error loading categories:/)).toBeInTheDocument();

    provider();
    await userEvent.click(within(popular).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardsUnder('Popular Exams')).toEqual(['SSC', 'Railways', 'Banking']));
  });

  it('speaks Hindi to a Hindi reader', async () => {
    provider();
    await renderPage('hi');
    await waitFor(() => expect(cardsUnder('लोकप्रिय परीक्षाएँ')).toEqual(['SSC (कर्मचारी चयन आयोग)', 'रेलवे', 'बैंकिंग']));
    expect(screen.getByRole('searchbox', { name: 'कीवर्ड से खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी देखें: रेलवे' })).toBeInTheDocument();
  });
});
