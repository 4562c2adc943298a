// @vitest-environment node
// The real page renderer (entry-server.tsx), drawing real pages of the app with an api that
// answers from fixtures, so the languages of two pages drawn at the same moment can be told apart.
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '@pariksha/contract/page-render';
import type { SubscriptionPlan } from '@pariksha/contract/responses';
import { renderPage } from './entry-server';

const descriptions: Record<string, string> = {
  en: 'Every SSC and Banking mock test',
  hi: 'हर एसएससी और बैंकिंग मॉक टेस्ट',
};

function plan(language: string): SubscriptionPlan {
  return {
    id: 2,
    plan_name: 'GOLD',
    plan_type: null,
    price_annually: 2499,
    price_monthly: 349,
    plan_description: descriptions[language] ?? '',
    plan_details: '[]',
  };
}

/** The provider's search: one SBI exam for any term. */
function searchResults(query: string) {
  const exam = { id: 1, slug: 'sbi-po-prelims', title: 'SBI PO Prelims', detail: 'State Bank of India Probationary Officer' };
  return { query, exams: [exam], courses: [], test_series: [], books: [] };
}

/**
 * The provider, answering after `delayMs` (Hindi faster than English, so two drawings started
 * together finish their requests in the other's order). Records what was asked.
 */
function provider(asked: string[] = [], failing = ''): ApiFetch {
  return async (path) => {
    asked.push(path);
    const url = new URL(path, 'http://pariksha.invalid');
    const language = url.searchParams.get('lang') ?? 'en';
    await new Promise((resolve) => setTimeout(resolve, language === 'hi' ? 5 : 25));
    if (failing && url.pathname.endsWith(failing)) return { status: 500, body: { result: 0, msg: 'Down', error: 'Down', code: 'x' } };
    if (url.pathname === '/api/v1/getAllLanguages') {
      return { status: 200, body: { result: 1, data: [{ id: 1, language: 'English', short_name: 'en' }, { id: 2, language: 'हिन्दी', short_name: 'hi' }] } };
    }
    if (url.pathname === '/api/v1/getAllSubscriptions') return { status: 200, body: { result: 1, data: [plan(language)] } };
    if (url.pathname === '/api/v1/search') return { status: 200, body: { result: 1, data: searchResults(url.searchParams.get('q') ?? '') } };
    return { status: 404, body: { result: 0, msg: 'Resource not found.', error: 'Not found', code: 'not_found' } };
  };
}

describe('the page renderer', () => {
  it('draws two pages in two languages at the same moment, each with only its own data', async () => {
    const fetchApi = provider();
    const [english, hindi] = await Promise.all([
      renderPage({ url: '/subscription-plans', language: 'en', fetchApi }),
      renderPage({ url: '/subscription-plans', language: 'hi', fetchApi }),
    ]);
    expect(english?.status).toBe(200);
    expect(english?.html).toContain(descriptions.en);
    expect(english?.html).not.toContain(descriptions.hi);
    expect(hindi?.html).toContain(descriptions.hi);
    expect(hindi?.html).not.toContain(descriptions.en);
    // The interface strings follow the page's language too.
    expect(english?.html).toContain('Subscription Plans');
    expect(hindi?.html).not.toContain('Subscription Plans');
    const englishState: unknown = JSON.parse(english?.state ?? '');
    expect(JSON.stringify(englishState)).not.toContain(descriptions.hi);
    expect(JSON.parse(hindi?.state ?? '')).toMatchObject({ language: 'hi' });
  });

  it('asks each list once, in the page’s language, and hands the loaders’ results to the browser', async () => {
    const asked: string[] = [];
    const page = await renderPage({ url: '/subscription-plans', language: 'hi', fetchApi: provider(asked) });
    expect(asked.sort()).toEqual(['/api/v1/getAllLanguages?lang=hi', '/api/v1/getAllSubscriptions?lang=hi']);
    const state: unknown = JSON.parse(page?.state ?? '');
    expect(state).toMatchObject({ language: 'hi', routes: expect.any(Object) });
    expect(JSON.stringify(state)).toContain('"subscriptions","hi"');
  });

  it('leaves the dashboard and pages whose lists failed to the browser', async () => {
    await expect(renderPage({ url: '/dashboard/courses', language: 'en', fetchApi: provider() })).resolves.toBeNull();
    await expect(
      renderPage({ url: '/subscription-plans', language: 'en', fetchApi: provider([], 'getAllSubscriptions') }),
    ).resolves.toBeNull();
  });

  it('gives the drawn page its title in the reader’s language', async () => {
    const fetchApi = provider();
    const [english, hindi] = await Promise.all([
      renderPage({ url: '/subscription-plans', language: 'en', fetchApi }),
      renderPage({ url: '/subscription-plans', language: 'hi', fetchApi }),
    ]);
    expect(english?.title).toBe('Subscription Plans — Pariksha');
    expect(hindi?.title).toBe('सब्सक्रिप्शन प्लान — परीक्षा');
    const missing = await renderPage({ url: '/no-such-page', language: 'hi', fetchApi });
    expect(missing?.title).toBe('पेज नहीं मिला — परीक्षा');
  });

  it('draws the search results page for the term in the address, titled with it', async () => {
    const asked: string[] = [];
    const page = await renderPage({ url: '/search?q=sbi', language: 'hi', fetchApi: provider(asked) });
    expect(page?.status).toBe(200);
    expect(asked).toContain('/api/v1/search?q=sbi&lang=hi');
    expect(page?.html).toContain('href="/exam/sbi-po-prelims"');
    expect(page?.title).toBe('“sbi” के नतीजे — परीक्षा');
  });

  it('draws a mistyped address as the not-found page with a link to the page meant', async () => {
    const page = await renderPage({ url: '/abuot', language: 'en', fetchApi: provider() });
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('href="/about"');
    expect(page?.html).toContain('About Us');
    expect(page?.html).toContain('Go to the home page');
  });

  it('draws an unknown address as the not-found page with status 404, and a hostile language as English', async () => {
    const page = await renderPage({ url: '/no-such-page', language: '"><script>', fetchApi: provider() });
    expect(page?.status).toBe(404);
    expect(JSON.parse(page?.state ?? '')).toMatchObject({ language: 'en' });
  });
});
