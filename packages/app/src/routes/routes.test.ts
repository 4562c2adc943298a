import { QueryClient } from '@tanstack/query-core';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Exam } from '@pariksha/contract/responses';
import type { QueryScope } from '../data/scope';
import { examsQuery } from '../features/content/queries';
import { en, type MessageKey } from '../i18n/en';
import { translate } from '../i18n/translate';
import { cacheReader, documentTitle } from './pageTitle';
import { appRoutes } from './routes';

/** Every route a learner can land on (one without children), with its full path. */
function leaves(routes: readonly RouteObject[], base = ''): Array<{ path: string; route: RouteObject }> {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : `${base}/${route.path}`;
    return route.children ? leaves(route.children, path) : [{ path: path || '/', route }];
  });
}

const scope: QueryScope = { api: undefined as never, language: 'en', learner: null };

/** The tab's title for a path, in a language, with what the query cache holds. */
function titleFor(url: string, language = 'en', client = new QueryClient()): string {
  const address = new URL(url, 'http://pariksha.invalid');
  return documentTitle(matchRoutes(appRoutes, address.pathname) ?? [], {
    t: (key, values) => translate(language, key, values),
    language,
    search: address.searchParams,
    cached: cacheReader(client, { ...scope, language }),
  });
}

describe('a title for every page', () => {
  it('names a title in the handle of every route, as a shell string or worked out from the page', () => {
    const all = leaves(appRoutes);
    expect(all.length).toBeGreaterThan(15);
    for (const { path, route } of all) {
      const handle: unknown = route.handle;
      const title = typeof handle === 'object' && handle !== null && 'title' in handle ? handle.title : undefined;
      expect(typeof title === 'function' || (typeof title === 'string' && title in en), `${path} has no title`).toBe(true);
    }
  });

  it('gives each page its own name before the site’s, in the reader’s language', () => {
    expect(titleFor('/about')).toBe('About Us — Pariksha');
    expect(titleFor('/course?q=ssc')).toBe('Courses — Pariksha');
    expect(titleFor('/subscription-plans')).toBe('Subscription Plans — Pariksha');
    expect(titleFor('/')).toBe('Mock tests and courses for India’s competitive exams — Pariksha');
    expect(titleFor('/no/such/page')).toBe('Page not found — Pariksha');
    expect(titleFor('/dashboard/nothing-here')).toBe('Page not found — Pariksha');
    expect(titleFor('/search?q=bank')).toBe('Results for “bank” — Pariksha');
    expect(titleFor('/search')).toBe('Search — Pariksha');
    const titles = leaves(appRoutes).map(({ path }) => titleFor(path.replace(/:\w+/g, 'x')));
    expect(titles.every((title) => title.endsWith(' — Pariksha'))).toBe(true);
  });

  it('names a data page from its data once the loader has it: the exam’s title', () => {
    const client = new QueryClient();
    const exam = { slug: 'sbi-po-prelims', title: 'SBI PO Prelims', translations: [] } as unknown as Exam;
    expect(titleFor('/exam/sbi-po-prelims', 'en', client)).toBe('Exam — Pariksha');
    client.setQueryData(examsQuery(null)(scope).queryKey, [exam]);
    expect(titleFor('/exam/sbi-po-prelims', 'en', client)).toBe('SBI PO Prelims — Pariksha');
    expect(titleFor('/exam/no-such-exam', 'en', client)).toBe('Page not found — Pariksha');
  });

  it('reads every title key from the shell’s strings, which every page has at hand', () => {
    const keys = leaves(appRoutes)
      .map(({ route }) => (route.handle as { title?: unknown } | undefined)?.title)
      .filter((title): title is MessageKey => typeof title === 'string');
    for (const key of keys) expect(en).toHaveProperty(key);
  });
});
